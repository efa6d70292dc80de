#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: finds Chromium, builds the app, runs Playwright.
// DIST_DIR (default dist) and E2E_PORT (default 4173) let several runs share one machine.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './ensure-chromium.mjs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, ['scripts/ensure-chromium.mjs']);
// The browser it found (Debian's chromium or chromium-browser, or CHROME_PATH) is the one Playwright drives.
const browser = chromiumPath();
if (browser) process.env.CHROME_PATH = browser;
run(process.execPath, ['scripts/build.mjs', '--outDir', process.env.DIST_DIR ?? 'dist']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
