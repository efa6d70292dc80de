import { z } from 'zod';
import { BAKE_PHOTO_ID, BAKE_PHOTO_LIMITS } from './bake-photos';
import { JOURNAL_LIMITS } from './journal-text';

export { JOURNAL_LIMITS, headerLine, isSnapshotHeader, snapshotHeaderText } from './journal-text';

/**
 * The baker's journal (docs/product.md#recipes, "I made this"): one entry per bake, holding the
 * recipe exactly as it was shown that day (the size, the unit system, the tool that set the size,
 * the ingredient lines and steps as text) and a private note. It is one of the baker's own kinds
 * of data (shared/user-data/collections.ts `journal`, at most 500 entries): it works offline and follows the account
 * (docs/decisions/011-merging-the-bakers-own-data.md). Bounded here, at the API's edge.
 */

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * The tool that set the size that day ('Scaled x 1.84 for two 9x13-inch pans'): the shape of
 * `ToolScale` (shared/schemas/user-data.ts, which builds this schema with its own tool schema:
 * this module cannot import it back without a cycle).
 */
export interface JournalTool {
  tool: 'pan' | 'on-hand' | 'dough';
  factor: number;
  reason: string;
  input: Record<string, string | number>;
}

/**
 * One journal entry's fields; a change sets some of them (the note is the one edited later).
 * `tool` is the schema of a baker's tool's factor (`toolScaleSchema`).
 */
export function journalFieldsSchema<Tool extends z.ZodType<JournalTool>>(tool: Tool) {
  return z
    .object({
      recipeId: z.number().int().positive(),
      slug: text(200),
      title: text(200),
      /** When the baker said "I made this" (ms). */
      madeAt: count,
      units: z.enum(['us', 'metric']),
      /** The factor every line was scaled by. */
      factor: z.number().positive().max(100),
      /** 'Half', '4 loaves', 'x 1.84'. */
      sizeLabel: text(100),
      /** 'Serves 4 (Half)', as cook mode and the print sheet said it. */
      sizeFacts: text(300),
      tool: tool.nullable(),
      lines: z.array(text(JOURNAL_LIMITS.lineChars)).max(JOURNAL_LIMITS.lines, `at most ${JOURNAL_LIMITS.lines} lines`),
      steps: z.array(text(JOURNAL_LIMITS.stepChars)).max(JOURNAL_LIMITS.steps, `at most ${JOURNAL_LIMITS.steps} steps`),
      /** The recipe's version and last change when baked: a later edit shows as "Changed since you baked it". */
      recipeVersion: count,
      recipeUpdatedAt: text(40),
      note: text(JOURNAL_LIMITS.noteChars),
      ...LATER_FIELDS,
    })
    .partial()
    .strict();
}

/**
 * Fields an entry gained after the journal first shipped (docs/decisions/041-a-bake-becomes-a-review.md):
 * an entry kept before them has none, so a whole entry may lack them.
 */
const LATER_FIELDS = {
  /** "How did it turn out?": 1 to 5 stars, private until the bake is posted as a review. */
  rating: z.number().int().min(1).max(5).nullable(),
  /** When the bake was posted as the baker's review of the recipe (ms), or null. */
  reviewedAt: count.nullable(),
  /** The bake's photos, by id (shared/bake-photos.ts), once sent from the device that took them. */
  photos: z
    .array(z.string().regex(BAKE_PHOTO_ID, 'must be the id of a photo of a bake'))
    .max(BAKE_PHOTO_LIMITS.perBake, `at most ${BAKE_PHOTO_LIMITS.perBake} photos`),
} as const;

type Fields = z.infer<ReturnType<typeof journalFieldsSchema<z.ZodType<JournalTool>>>>;
type LaterField = keyof typeof LATER_FIELDS;
/** A whole entry, as the device keeps it and the screens read it. */
export type JournalEntry = Required<Omit<Fields, LaterField>> & Pick<Fields, LaterField> & { id: string };

/** A whole entry's fields (read back from storage): every field, the later ones optional. */
export function wholeJournalEntrySchema<Tool extends z.ZodType<JournalTool>>(tool: Tool) {
  const fields = journalFieldsSchema(tool);
  const later = new Set<string>(Object.keys(LATER_FIELDS));
  const mask = Object.fromEntries(
    Object.keys(fields.shape)
      .filter((key) => !later.has(key))
      .map((key) => [key, true]),
  );
  return fields.required(mask as { [K in Exclude<keyof Fields, LaterField>]: true });
}
