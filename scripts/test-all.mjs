#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure:
// typecheck, lint, unit + API tests (vitest project `unit`), the slow suites (project `slow`), then
// the browser journeys (Playwright, Chromium).
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and API tests', 'npm', ['run', 'test:unit']],
  ['slow suites (fuzz, load, security, cache, crash safety, budgets)', 'npm', ['run', 'test:slow']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name}: ok in ${((Date.now() - t0) / 1000).toFixed(0)} s ===`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
