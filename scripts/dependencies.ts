import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * Which `dependencies` of package.json the project's own code imports (issue 31: no dependency
 * that nothing imports). Checked by scripts/dependencies.test.ts.
 */

/** The source folders whose imports count: the app, the server, the shared code, the worker, the scripts. */
export const SOURCE_ROOTS = ['app/', 'api/', 'shared/', 'sw/', 'scripts/'] as const;

/**
 * Dependencies no file imports, and why they are still needed: tools run by name from
 * package.json's scripts or started as a process by a script.
 */
export const RUN_NOT_IMPORTED: Record<string, string> = {
  tsx: "runs the server's TypeScript (`node --import tsx api/server.ts` in scripts/start.mjs) and the bench, backup and restore scripts",
};

/** The package a module specifier names: `a/b` -> `a`, `@s/a/b` -> `@s/a`; null for a relative path or a node: built-in. */
export function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|virtual:|~)/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The packages a source file imports at run time: `import ... from 'x'`, `import 'x'`,
 * `export ... from 'x'`, `import('x')`, `require('x')`, `createRequire(import.meta.url)('x')`. Type-only imports are left out: they are
 * gone once the code runs.
 */
export function importedPackages(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = new Set<string>();
  const patterns = [
    /(?:^|[\s;}])(?:import|export)\s+(?!type\s)(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bcreateRequire\([^)]*\)\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) {
      const name = packageOf(match[1]!);
      if (name) found.add(name);
    }
  return found;
}

/** Every source file git knows of (tracked or new, not ignored) under SOURCE_ROOTS, tests left out. */
export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...SOURCE_ROOTS], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(file));
}

/** The `dependencies` entries that no source file imports and RUN_NOT_IMPORTED does not name. */
export function unimportedDependencies(packageJson = 'package.json', files = sourceFiles()): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const imported = new Set<string>();
  for (const file of files) for (const name of importedPackages(readFileSync(file, 'utf8'))) imported.add(name);
  return Object.keys(dependencies).filter((name) => !imported.has(name) && !(name in RUN_NOT_IMPORTED));
}
