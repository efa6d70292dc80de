#!/usr/bin/env node
// `npm run build [-- --outDir DIR]`: the browser's app into DIR (default DIST_DIR, else dist), then
// the server's render of its pages into DIR/server (app/entry-server.tsx, decision 007).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const outDir = resolve(values.outDir ?? process.env.DIST_DIR ?? 'dist');

const vite = (args) => {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

vite(['--outDir', outDir]);
vite(['--ssr', 'app/entry-server.tsx', '--outDir', join(outDir, 'server')]);
