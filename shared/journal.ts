import { z } from 'zod';
import { BAKE_PHOTO_FIELD, BAKE_PHOTO_ID, BAKE_PHOTO_LIMITS, type BakePhotoFieldName } from './bake-photos';
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

/** The named fields of an entry (its photos' fields aside), each optional. */
function namedFields<Tool extends z.ZodType<JournalTool>>(tool: Tool) {
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
    .partial();
}

/**
 * One journal entry's fields; a change sets some of them (the note is the one edited later; a
 * photo's field when it is named or removed). `tool` is the schema of a baker's tool's factor
 * (`toolScaleSchema`). Besides the named fields, only photos' fields (`photo:<id>`, when it was
 * named or null: shared/bake-photos.ts, docs/decisions/045-a-bakes-photos-merge-across-devices.md);
 * one change names at most 3 photos.
 */
export function journalFieldsSchema<Tool extends z.ZodType<JournalTool>>(tool: Tool) {
  const named = namedFields(tool);
  return named.catchall(photoValue).superRefine(onlyPhotoFields(named.shape, true));
}

/** A photo's field: when it was named (ms), or null once removed. */
const photoValue = count.nullable();

/**
 * The fields beyond `shape` are photos' fields, each its own key (the rest refused as a strict
 * object refuses them); with `bounded`, at most 3 of them name a photo.
 */
function onlyPhotoFields(shape: Record<string, unknown>, bounded: boolean) {
  return (fields: Record<string, unknown>, ctx: z.RefinementCtx) => {
    let named = 0;
    for (const [name, value] of Object.entries(fields)) {
      if (Object.hasOwn(shape, name)) continue;
      if (!BAKE_PHOTO_FIELD.test(name))
        ctx.addIssue({ code: 'custom', path: [name], message: 'is not a field of a journal entry' });
      else if (value !== null) named += 1;
    }
    if (bounded && named > BAKE_PHOTO_LIMITS.perBake)
      ctx.addIssue({ code: 'custom', message: `at most ${BAKE_PHOTO_LIMITS.perBake} photos` });
  };
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
  /**
   * The bake's photos as entries named them before each photo had its own field (read with
   * `bakePhotoIds`, shared/bake-photos.ts): kept as it is, never written again.
   */
  photos: z
    .array(z.string().regex(BAKE_PHOTO_ID, 'must be the id of a photo of a bake'))
    .max(BAKE_PHOTO_LIMITS.perBake, `at most ${BAKE_PHOTO_LIMITS.perBake} photos`),
} as const;

type Fields = z.infer<ReturnType<typeof namedFields<z.ZodType<JournalTool>>>>;
type LaterField = keyof typeof LATER_FIELDS;
/** An entry's photos' fields: when each was named (ms), or null once removed. */
export type BakePhotoFields = { [name in BakePhotoFieldName]?: number | null };
/** A whole entry, as the device keeps it and the screens read it (its photos: `bakePhotoIds`). */
export type JournalEntry = Required<Omit<Fields, LaterField>> &
  Pick<Fields, LaterField> & { id: string } & BakePhotoFields;

/**
 * A whole entry's fields (read back from storage): every field, the later ones optional, and any
 * photos' fields. Not bounded in photos: two devices naming photos at once may leave an entry
 * with more than 3, and refusing it would take the whole bake off the device.
 */
export function wholeJournalEntrySchema<Tool extends z.ZodType<JournalTool>>(tool: Tool) {
  const fields = namedFields(tool);
  const later = new Set<string>(Object.keys(LATER_FIELDS));
  const mask = Object.fromEntries(
    Object.keys(fields.shape)
      .filter((key) => !later.has(key))
      .map((key) => [key, true]),
  );
  return fields
    .required(mask as { [K in Exclude<keyof Fields, LaterField>]: true })
    .catchall(photoValue)
    .superRefine(onlyPhotoFields(fields.shape, false));
}
