#!/usr/bin/env node
// The server the browser tests run against: the built app on E2E_PORT with a fresh DATA_DIR
// (demo content seeded on start), so every run begins from the same catalog.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sift-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
  AUTH_RATE_LIMIT: '1000',
  // The journeys sign the admin and test accounts in many times from one address.
  AUTH_ACCOUNT_LIMIT: '1000',
  // Every journey answers the survey and asks to be notified from the same address.
  ANON_WRITE_LIMIT: '1000',
};
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
