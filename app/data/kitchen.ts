import type { BakeSchedule } from '../../shared/bake-schedule';
import type { KitchenTimer, SiftDb } from './db';
import { deviceDb } from './device-db';
import { recordChangeSoon } from './record-change';
import { checksRow, tickedLines } from './ticked-lines';

/**
 * What the recipe tools keep on the device (docs/product.md#recipe-tools): timers, ticked lines,
 * the unit system, bake plans and the notification answer. Reads take the
 * database, for useDeviceQuery; writes load it themselves (device-db.ts), as the recipe page
 * renders before the database has loaded.
 */

/** A stored timer, with the words of the step it was started from (a later edit renames it). */
export type StepKitchenTimer = KitchenTimer & { step?: string | undefined };

/** The recipe's timers, soonest first. */
export function recipeTimers(db: SiftDb, recipeId: number): Promise<StepKitchenTimer[]> {
  return db.timers.where('recipeId').equals(recipeId).sortBy('endsAt');
}

/** Every timer on the device, soonest first. */
export async function allTimers(db: SiftDb): Promise<StepKitchenTimer[]> {
  return (await db.timers.toArray()).sort((a, b) => a.endsAt - b.endsAt);
}

/** Where each recipe is and its steps, while the device still has it (undefined for one deleted since). */
export function timerRecipes(db: SiftDb, ids: readonly number[]) {
  return db.recipes
    .bulkGet([...ids])
    .then((recipes) =>
      recipes.map((r) => (r ? { slug: r.slug, title: r.title, instructions: r.instructions } : undefined)),
    );
}

/**
 * Stores `timer` unless the same one is running: two taps on one button (or the plan and cook mode
 * offering the same step) start one timer. The check and the write are one transaction, which the
 * device runs one after the other. Returns the timer that runs.
 */
export async function putTimerOnce(timer: StepKitchenTimer, now: number): Promise<StepKitchenTimer> {
  const db = await deviceDb();
  return db.transaction('rw', db.timers, async () => {
    const running = (await recipeTimers(db, timer.recipeId)).find(
      (t) =>
        t.endsAt > now &&
        t.durationMs === timer.durationMs &&
        (timer.step === undefined ? t.step === undefined && t.label === timer.label : t.step === timer.step),
    );
    if (running) return running;
    await db.timers.put(timer);
    return timer;
  });
}

export async function deleteTimer(id: string): Promise<void> {
  await (await deviceDb()).timers.delete(id);
}

/** Ticked ingredient lines of a recipe, by line index of `ingredients` (ticked-lines.ts). */
export async function readChecks(db: SiftDb, recipeId: number, ingredients: readonly string[]): Promise<Set<number>> {
  return tickedLines(await db.checks.get(recipeId), ingredients);
}

/** Ticks line `index` if it is not, unticks it if it is, against what the device holds now. */
export async function toggleCheck(recipeId: number, index: number, ingredients: readonly string[]): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.checks, db.meta, async () => {
    const current = await readChecks(db, recipeId, ingredients);
    if (current.has(index)) current.delete(index);
    else current.add(index);
    await db.checks.put(checksRow(recipeId, current, ingredients));
    await recordChangeSoon(db, 'ticks', recipeId, { [index]: current.has(index) ? ingredients[index] : null });
  });
}

export type UnitSystem = 'us' | 'metric';
const UNITS_KEY = 'recipeUnits';

/** The visitor's choice of US cups or metric for every recipe; null until they make one. */
export async function readUnitSystem(db: SiftDb): Promise<UnitSystem | null> {
  const value = (await db.meta.get(UNITS_KEY))?.value;
  return value === 'metric' || value === 'us' ? value : null;
}

/** Keeps the choice, and has it follow the account. */
export async function saveUnitSystem(system: UnitSystem): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: UNITS_KEY, value: system });
    await recordChangeSoon(db, 'prefs', '*', { unitSystem: system });
  });
}

/**
 * A recipe's bake plan (one meta row per recipe) as the instants its stages start and end, as
 * timers keep their end: a reload or a phone asleep loses nothing.
 */
export interface StoredPlan {
  recipeId: number;
  /** The ready time the baker asked for. */
  wantedAt: number;
  schedule: BakeSchedule;
  /** The stage whose timer is offered next; 0 until the plan is started. */
  next: number;
}

const planKey = (recipeId: number) => `bake-plan:${recipeId}`;

/** A plan whose bake was ready this long ago is over, and no longer shown. */
export const KEPT_AFTER_READY_MS = 12 * 3_600_000;

/** The recipe's plan, null with none (or one over). */
export async function readPlan(db: SiftDb, recipeId: number, now = Date.now()): Promise<StoredPlan | null> {
  const row = (await db.meta.get(planKey(recipeId)))?.value as StoredPlan | undefined;
  return row && row.schedule.readyAt + KEPT_AFTER_READY_MS > now ? row : null;
}

export async function savePlan(plan: StoredPlan): Promise<void> {
  await (await deviceDb()).meta.put({ key: planKey(plan.recipeId), value: plan });
}

export async function clearPlan(recipeId: number): Promise<void> {
  await (await deviceDb()).meta.delete(planKey(recipeId));
}

/** The baker's 'No thanks' to timer notifications: never asked again. */
const DECLINED_KEY = 'timer-notifications-declined';

export async function notificationsDeclined(db: SiftDb): Promise<boolean> {
  return (await db.meta.get(DECLINED_KEY))?.value === true;
}

export async function declineNotifications(): Promise<void> {
  await (await deviceDb()).meta.put({ key: DECLINED_KEY, value: true });
}
