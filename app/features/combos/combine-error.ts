import { ApiError, messageOf } from '../../data/api';

/** docs/product.md#combos: the AI combiner's failure text when the server sends no message. */
export const COMBINE_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The recipes a refused combination names as deleted; its schema (zod) loads only for a refusal. */
async function removedRecipeIds(err: unknown): Promise<number[]> {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  try {
    const { removedRecipesSchema } = await import('../../../shared/schemas/ai');
    const parsed = removedRecipesSchema.safeParse(JSON.parse(err.bodyText));
    return parsed.success ? parsed.data.missingRecipeIds : [];
  } catch {
    return [];
  }
}

const quoted = (titles: readonly string[]) => {
  const each = titles.map((t) => `“${t}”`);
  return each.length === 1 ? each[0]! : `${each.slice(0, -1).join(', ')} and ${each.at(-1)!}`;
};

/**
 * The toast text for a failed combination, and the picked recipes that no longer exist. The server only
 * has the ids of deleted recipes; the page still has their titles, so it names them.
 */
export async function describeCombineError(
  err: unknown,
  titles: ReadonlyMap<number, string>,
): Promise<{ message: string; removedIds: number[] }> {
  const removedIds = await removedRecipeIds(err);
  const named = removedIds.flatMap((id) => titles.get(id) ?? []);
  if (removedIds.length > 0 && named.length === removedIds.length) {
    const message =
      named.length === 1
        ? `${quoted(named)} was removed from the catalog. Please pick another recipe and try again.`
        : `${quoted(named)} were removed from the catalog. Please pick other recipes and try again.`;
    return { message, removedIds };
  }
  return { message: messageOf(err, COMBINE_FALLBACK_MESSAGE), removedIds };
}
