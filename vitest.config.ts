import { defineConfig } from 'vitest/config';

// Unit and API tests. Browser journeys live in e2e/ and run with Playwright.
// Files that need a DOM opt in with a `// @vitest-environment happy-dom` comment.
export default defineConfig({
  test: {
    include: ['{app,api,shared,sw,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
