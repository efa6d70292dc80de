/**
 * The journal's bounds and the snapshot's section headings (shared/journal.ts holds the schema):
 * apart from zod, so the recipe page's 'I made this' loads without the schema library
 * (scripts/budgets.ts).
 */
export const JOURNAL_LIMITS = {
  /** Ingredient lines of a snapshot (a recipe has at most 300). */
  lines: 300,
  /** Characters of one shown ingredient line (a converted line carries its ≈ and a second unit). */
  lineChars: 1000,
  /** Steps of a snapshot (a recipe has at most 300). */
  steps: 300,
  /** Characters of one shown step (a recipe's step is at most 4,000; the method's words add a few). */
  stepChars: 5000,
  /** Characters of the private note. */
  noteChars: 2000,
} as const;

/** A section heading among the snapshot's lines is kept as the recipe writes it: `---Frosting---`. */
export const headerLine = (text: string) => `---${text}---`;
export const isSnapshotHeader = (line: string) => /^---.*---$/.test(line);
export const snapshotHeaderText = (line: string) => line.slice(3, -3);
