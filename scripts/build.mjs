#!/usr/bin/env node
// `npm run build [-- --outDir DIR]`: the browser's app into DIR (default DIST_DIR, else dist), then
// the server's render of its pages into DIR/server (app/entry-server.tsx, decision 007).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

// Every text file of the build has its gzip and brotli copies beside it (vite-plugin-compression2,
// vite.config.ts), which the server sends as they are. The service worker is written by
// vite-plugin-pwa once the bundle is done, after that plugin ran: its copies are made here, at
// the same levels.
const sw = join(outDir, 'sw.js');
if (existsSync(sw)) {
  const bytes = readFileSync(sw);
  writeFileSync(`${sw}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
  writeFileSync(
    `${sw}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
}
