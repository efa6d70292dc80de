import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'vite';
import { ROOT } from './build';

/**
 * `tsx scripts/bench/why.ts zod dexie ...`: builds the app once and prints, for each package or
 * file named, the chain of STATIC imports that pulls it into the home page's first load
 * (app/main.tsx), or says it is loaded on demand only. The tool for a first-load budget failure.
 */
const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.log('usage: tsx scripts/bench/why.ts <package-or-path> [...]');
  process.exit(0);
}

const graph = new Map<string, string[]>();
const collect: Plugin = {
  name: 'collect-static-imports',
  apply: 'build',
  generateBundle() {
    for (const id of this.getModuleIds()) {
      const info = this.getModuleInfo(id);
      if (info) graph.set(id, [...info.importedIds]);
    }
  },
};

const outDir = mkdtempSync(join(tmpdir(), 'sift-why-'));
try {
  await build({
    root: ROOT,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, write: false },
    plugins: [collect],
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const entry = [...graph.keys()].find((id) => id.endsWith('/app/main.tsx'));
if (!entry) throw new Error('app/main.tsx not found in the module graph');
const parent = new Map<string, string>([[entry, '']]);
const queue = [entry];
while (queue.length) {
  const id = queue.shift()!;
  for (const next of graph.get(id) ?? []) {
    if (parent.has(next)) continue;
    parent.set(next, id);
    queue.push(next);
  }
}
const show = (id: string) =>
  id.includes('/node_modules/') ? id.slice(id.lastIndexOf('/node_modules/') + 14) : relative(ROOT, id);
for (const target of targets) {
  const hit = [...parent.keys()].find(
    (id) => id.includes(`/node_modules/${target}/`) || id.endsWith(`/${target}`) || relative(ROOT, id) === target,
  );
  if (!hit) {
    console.log(`${target}: not in the first load (only reachable through dynamic imports, or not used)`);
    continue;
  }
  const chain: string[] = [];
  for (let id: string | undefined = hit; id; id = parent.get(id) || undefined) chain.unshift(show(id));
  console.log(`${target}: statically imported by the first load through\n  ${chain.join('\n  -> ')}`);
}
