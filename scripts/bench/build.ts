import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** Builds the front end and its server render (scripts/build.mjs) into `outDir` (a fresh temp dir by default) and returns its path. */
export function buildApp(outDir = mkdtempSync(join(tmpdir(), 'sift-build-'))): string {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`the build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`the build wrote no index.html into ${outDir}`);
  return outDir;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** True when a build dir is missing or older than the sources the front end is built from. */
export function isStale(distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index) || !existsSync(join(distDir, 'server', 'entry-server.js'))) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['app', 'shared', 'sw', 'public', 'index.html', 'vite.config.ts'].map((p) =>
    newestMtime(join(ROOT, p)),
  );
  return Math.max(...sources) > built;
}
