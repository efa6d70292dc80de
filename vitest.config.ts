import { defineConfig } from 'vitest/config';
import { lateDexieForHooks } from './scripts/late-dexie-plugin';

// Unit and API tests. Browser journeys live in e2e/ and run with Playwright.
// Files that need a DOM opt in with a `// @vitest-environment happy-dom` comment.
//
// Two projects: `unit` is the fast feedback of `npm run test:unit`; `slow` holds the suites that
// start real servers by the dozen, flood them or build the app (the fuzz, load, security and
// cache suites, crash safety, several processes, nginx, the API bench, the size budgets).
// `npm test` runs both (docs/quality.md#the-test-suites).
const SLOW = [
  'api/test/fuzz.test.ts',
  'api/test/load.test.ts',
  'api/test/security.test.ts',
  'api/test/crash-safety.test.ts',
  'api/test/nginx-cache.test.ts',
  'api/http/cache-control.test.ts',
  'api/cluster.test.ts',
  'scripts/bench/**/*.test.ts',
  'scripts/budgets.test.ts',
  '**/*.slow.test.{ts,tsx}',
];

export default defineConfig({
  // The screens' device reads go through dexie-react-hooks as in the build (scripts/late-dexie-plugin.ts).
  plugins: [lateDexieForHooks()],
  test: {
    server: { deps: { inline: ['dexie-react-hooks'] } },
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['{app,api,shared,sw,scripts}/**/*.test.{ts,tsx}'], exclude: SLOW },
      },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
});
