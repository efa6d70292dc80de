import type { ToolScale } from '../../shared/schemas/user-data';
import type { RecipePrefs } from './db';
import { deviceDb } from './device-db';
import { recordChangeSoon } from './record-change';

/**
 * The size last chosen for a recipe (docs/decisions/017-recipe-size-kept.md): the size plus and
 * minus stepped to, or the factor a baker's tool set (never both), kept on the device in
 * db.recipePrefs beside the recipe's unit system and sent to the account, so the recipe opens at
 * that size again here and on the baker's other devices. `null` for both: as written.
 */
export async function saveRecipeSize(recipeId: number, size: number | null, scale: ToolScale | null): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.recipePrefs, db.meta, async () => {
    const row: RecipePrefs = { recipeId };
    const unitSystem = (await db.recipePrefs.get(recipeId))?.unitSystem;
    if (unitSystem) row.unitSystem = unitSystem;
    if (scale) row.scale = scale;
    else if (size !== null) row.size = size;
    if (row.unitSystem || row.size !== undefined || row.scale) await db.recipePrefs.put(row);
    else await db.recipePrefs.delete(recipeId);
    await recordChangeSoon(db, 'prefs', recipeId, { size: scale ? null : size, scale });
  });
}
