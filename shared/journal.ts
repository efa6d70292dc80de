import { z } from 'zod';
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
    })
    .partial()
    .strict();
}

type Fields = z.infer<ReturnType<typeof journalFieldsSchema<z.ZodType<JournalTool>>>>;
/** A whole entry, as the device keeps it and the screens read it. */
export type JournalEntry = Required<Fields> & { id: string };
