import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BakeSchedule } from '../../shared/bake-schedule';
import { db } from './db';
import {
  allTimers,
  clearPlan,
  declineNotifications,
  deleteTimer,
  KEPT_AFTER_READY_MS,
  notificationsDeclined,
  putTimerOnce,
  readChecks,
  readPlan,
  readUnitSystem,
  recipeTimers,
  savePlan,
  saveUnitSystem,
  timerRecipes,
  toggleCheck,
  type StepKitchenTimer,
} from './kitchen';

beforeEach(async () => {
  await Promise.all([db.timers.clear(), db.checks.clear(), db.meta.clear(), db.recipes.clear()]);
});

const timer = (id: string, fields: Partial<StepKitchenTimer> = {}): StepKitchenTimer => ({
  id,
  recipeId: 7,
  recipeTitle: 'One-Bowl White Bread',
  label: 'Step 4: 1 hr',
  endsAt: 1_000 + 3_600_000,
  durationMs: 3_600_000,
  ...fields,
});

describe('kitchen timers on the device', () => {
  it('stores a timer once while the same one runs, and lists timers soonest first', async () => {
    expect((await putTimerOnce(timer('a'), 1_000)).id).toBe('a');
    expect((await putTimerOnce(timer('b'), 2_000)).id).toBe('a');
    await putTimerOnce(timer('c', { recipeId: 8, endsAt: 500_000 }), 2_000);
    await putTimerOnce(timer('d', { label: 'Step 5: 1 hr', endsAt: 9_000_000 }), 2_000);
    expect((await recipeTimers(db, 7)).map((t) => t.id)).toEqual(['a', 'd']);
    expect((await allTimers(db)).map((t) => t.id)).toEqual(['c', 'a', 'd']);
    await deleteTimer('a');
    expect((await allTimers(db)).map((t) => t.id)).toEqual(['c', 'd']);
  });

  it('tells timers of one step apart by the step, and starts again once the last one ended', async () => {
    await putTimerOnce(timer('a', { step: 'Let it rise.' }), 1_000);
    expect((await putTimerOnce(timer('b', { step: 'Let it rise again.' }), 1_000)).id).toBe('b');
    expect((await putTimerOnce(timer('c', { step: 'Let it rise.' }), 4_000_000)).id).toBe('c');
  });

  it('finds each timer’s recipe while the device has it', async () => {
    await db.recipes.put({
      id: 7,
      slug: 'white-bread',
      title: 'One-Bowl White Bread',
      instructions: ['Mix.'],
    } as never);
    expect(await timerRecipes(db, [7, 9])).toEqual([
      { slug: 'white-bread', title: 'One-Bowl White Bread', instructions: ['Mix.'] },
      undefined,
    ]);
  });
});

describe('ticked lines on the device', () => {
  it('ticks and unticks a line, keeping its text so the tick follows it', async () => {
    const lines = ['2 cups flour', '1 egg', '1 cup milk'];
    await toggleCheck(3, 1, lines);
    await toggleCheck(3, 2, lines);
    expect([...(await readChecks(db, 3, lines))]).toEqual([1, 2]);
    expect(await db.checks.get(3)).toEqual({ recipeId: 3, checked: [1, 2], lines: ['1 egg', '1 cup milk'] });
    await toggleCheck(3, 1, lines);
    expect([...(await readChecks(db, 3, lines))]).toEqual([2]);
    expect([...(await readChecks(db, 3, ['1 cup milk', ...lines]))]).toEqual([0]);
  });
});

describe('preferences on the device', () => {
  it('keeps the unit system, null until chosen and for a value it does not know', async () => {
    expect(await readUnitSystem(db)).toBeNull();
    await saveUnitSystem('metric');
    expect(await readUnitSystem(db)).toBe('metric');
    await db.meta.put({ key: 'recipeUnits', value: 'imperial' });
    expect(await readUnitSystem(db)).toBeNull();
  });

  it('keeps the baker’s no to notifications', async () => {
    expect(await notificationsDeclined(db)).toBe(false);
    await declineNotifications();
    expect(await notificationsDeclined(db)).toBe(true);
  });
});

describe('bake plans on the device', () => {
  const schedule = { readyAt: 10_000, startsAt: 0, stages: [] } as unknown as BakeSchedule;
  const plan = { recipeId: 2, wantedAt: 10_000, schedule, next: 0 };

  it('keeps a plan until long after its bake was ready, and clears it', async () => {
    expect(await readPlan(db, 2, 0)).toBeNull();
    await savePlan(plan);
    expect(await readPlan(db, 2, 0)).toEqual(plan);
    expect(await readPlan(db, 3, 0)).toBeNull();
    expect(await readPlan(db, 2, 10_000 + KEPT_AFTER_READY_MS - 1)).toEqual(plan);
    expect(await readPlan(db, 2, 10_000 + KEPT_AFTER_READY_MS)).toBeNull();
    await clearPlan(2);
    expect(await readPlan(db, 2, 0)).toBeNull();
  });
});
