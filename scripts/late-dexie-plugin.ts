import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LATE_DEXIE = fileURLToPath(new URL('../app/hooks/late-dexie.ts', import.meta.url));

/**
 * dexie-react-hooks imports Dexie itself, which would put the device database (about 30 KB gzip)
 * in the first load of every screen that reads the device. Its useLiveQuery uses one thing of
 * it, `Dexie.liveQuery`: for dexie-react-hooks (and for it only), 'dexie' is
 * app/hooks/late-dexie.ts, Dexie's liveQuery over the database loaded on demand
 * (docs/decisions/023-react-router.md). Used by vite.config.ts and vitest.config.ts.
 */
export function lateDexieForHooks(): Plugin {
  return {
    name: 'late-dexie-for-hooks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'dexie' && importer && /[\\/]dexie-react-hooks[\\/]/.test(importer)) return LATE_DEXIE;
      return null;
    },
  };
}
