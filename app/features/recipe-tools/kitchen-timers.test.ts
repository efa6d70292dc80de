// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { startTimer } from './kitchen-timers';

const recipe = { id: 7, title: 'One-Bowl White Bread' };
const rise = { label: 'Step 4: 1 hr', seconds: 3600, step: 'Cover and let it rise for 1 hour.' };

beforeEach(async () => {
  await db.timers.clear();
});

describe('starting a step’s timer', () => {
  it('starts one timer for two quick taps on the same step’s timer', async () => {
    const [a, b] = await Promise.all([startTimer(recipe, rise, 1_000), startTimer(recipe, rise, 1_050)]);
    expect(await db.timers.count()).toBe(1);
    expect(b.id).toBe(a.id);
    // A third tap while it runs: still the one timer, still ending when it did.
    expect((await startTimer(recipe, rise, 60_000)).endsAt).toBe(1_000 + 3_600_000);
    expect(await db.timers.count()).toBe(1);
  });

  it('starts another for the step’s other length, for another recipe, and once the first has ended', async () => {
    await startTimer(recipe, rise, 1_000);
    await startTimer(recipe, { ...rise, label: 'Step 4: 1 hr 30 min', seconds: 5400 }, 1_000);
    await startTimer({ id: 8, title: 'Soft Dinner Rolls' }, rise, 1_000);
    expect(await db.timers.count()).toBe(3);
    await startTimer(recipe, rise, 1_000 + 3_600_000);
    expect(await db.timers.count()).toBe(4);
  });
});
