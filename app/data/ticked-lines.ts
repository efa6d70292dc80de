import type { IngredientChecks } from './db';

/**
 * Ticks are stored by line index with the line's text beside it, because the baker can edit a
 * recipe (the next sync brings it) while a device holds its ticks: a line added above would
 * otherwise move every tick onto the wrong ingredient. A tick stays where its text still is,
 * follows its text to a new place, and is dropped when its line is gone. Rows stored before the
 * texts were kept have only indexes; those are taken as they are.
 */
export function tickedLines(
  row: Pick<IngredientChecks, 'checked' | 'lines'> | undefined,
  ingredients: readonly string[],
): Set<number> {
  const ticked = new Set<number>();
  if (!row) return ticked;
  const moved: string[] = [];
  row.checked.forEach((index, i) => {
    const text = row.lines?.[i];
    if (text === undefined ? index < ingredients.length : ingredients[index] === text) ticked.add(index);
    else moved.push(text!);
  });
  for (const text of moved) {
    const index = ingredients.findIndex((line, i) => line === text && !ticked.has(i));
    if (index >= 0) ticked.add(index);
  }
  return ticked;
}

/** The row to store for `ticked` lines of `ingredients`. */
export function checksRow(
  recipeId: number,
  ticked: ReadonlySet<number>,
  ingredients: readonly string[],
): IngredientChecks {
  const checked = [...ticked].filter((i) => i < ingredients.length).sort((a, b) => a - b);
  return { recipeId, checked, lines: checked.map((i) => ingredients[i]!) };
}
