#!/usr/bin/env node
// `npm start`: builds the front end (and its server render) when dist/ is missing or older than its sources, then runs
// the server (API + built app on one port, PORT default 3000, data in DATA_DIR default ./data). api/supervise.ts runs
// the server itself, or, with REPLICA_URL, the server and Litestream beside it (docs/decisions/028-continuous-replication.md).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const SOURCES = ['app', 'sw', 'shared', 'public', 'index.html', 'vite.config.ts'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

const built = join('dist', 'index.html');
// A build from before the server rendered pages has no dist/server: it is built again too.
const complete = existsSync(built) && existsSync(join('dist', 'server', 'entry-server.js'));
if (!complete || Math.max(...SOURCES.map(newest)) > statSync(built).mtimeMs) {
  console.log('Building the front end...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', 'dist'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'api/supervise.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
