import type { FieldCollection } from './user-data/record';

/**
 * `recordChange` (app/data/user-data) for the screens of the first load and the modules kept
 * light (docs/decisions/002-first-load-budget.md): the sync's code loads on the first change,
 * and the call runs outside the caller's transaction (a timer is not part of it), after the
 * caller's write. Never throws.
 */
export function recordChangeSoon(
  collection: FieldCollection,
  id: string | number,
  fields: Record<string, unknown> | null,
): void {
  setTimeout(() => {
    import('./user-data')
      .then((m) => m.recordChange(collection, id, fields))
      .catch((err: unknown) => console.warn('A change was not queued for your account', err));
  }, 0);
}

/** `recordNote` (app/data/user-data) as `recordChangeSoon` does it. */
export function recordNoteSoon(recipeId: number, text: string, replace: 'shown' | 'all' = 'shown'): void {
  setTimeout(() => {
    import('./user-data')
      .then((m) => m.recordNote(recipeId, text, replace))
      .catch((err: unknown) => console.warn('A note was not queued for your account', err));
  }, 0);
}
