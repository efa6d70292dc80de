import { z } from 'zod';
import { MAX_TOOL_FACTOR, MIN_TOOL_FACTOR } from '../bakers-tools/factor';
import { BAKE_PHOTO_FIELD } from '../bake-photos';
import { CART_MAX_QUANTITY } from '../cart';
import { journalFieldsSchema } from '../journal';
import { HLC_PATTERN } from '../user-data/hlc';
import {
  COLLECTION_NAMES,
  USER_COLLECTIONS,
  USER_DATA_LIMITS,
  isCollectionName,
  type CollectionName,
} from '../user-data/collections';

/**
 * The baker's own data on the wire (docs/product.md#offline-and-sync): pushed as changes,
 * pulled by cursor from GET /api/me/changes. Every size is bounded (docs/product.md#limits).
 */
const stamp = z.string().regex(HLC_PATTERN, 'must be a clock stamp');
const itemId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9:_.*-]+$/, 'must be 1 to 100 letters, digits or : _ . * -');
/** A recipe id as an item id: a positive whole number written plainly. */
export const FAVORITE_ID = /^[1-9]\d{0,14}$/;
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * A factor one of the baker's tools set on a recipe (docs/product.md#recipe-tools): which tool,
 * the factor, why ('for a 9x13-inch pan') and what the baker entered, shown again in the tool.
 */
export const toolScaleSchema = z
  .object({
    tool: z.enum(['pan', 'on-hand', 'dough']),
    factor: z.number().min(MIN_TOOL_FACTOR).max(MAX_TOOL_FACTOR),
    reason: text(200),
    input: z
      .record(z.string().max(40), z.union([text(200), z.number().finite()]))
      .refine((input) => Object.keys(input).length <= 10, 'at most 10 entries'),
  })
  .strict();
export type ToolScale = z.infer<typeof toolScaleSchema>;

/** Each collection's fields; a change sets some of them (the others keep their own writes). */
export const USER_FIELD_SCHEMAS = {
  combos: z
    .object({ createdAt: count, combo: z.record(z.string(), z.unknown()) })
    .partial()
    .strict(),
  cart: z
    .object({
      id: z.number().int().positive(),
      type: z.enum(['video', 'class', 'workshop']),
      title: text(300),
      price: count,
      quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
      imageUrl: text(2000).nullable(),
      addedAt: count,
    })
    .partial()
    .strict(),
  // One field per ingredient line (its index, written as a plain number below the most lines a
  // recipe has): the line's text while ticked, null once unticked.
  ticks: z
    .record(
      // 0 to 299 (USER_DATA_LIMITS.tickLines), no leading zeros: one key per line.
      z.string().regex(/^(0|[1-9]\d?|[12]\d\d)$/, 'must be a line number'),
      text(1000).nullable(),
    )
    .refine(
      (lines) => Object.keys(lines).length <= USER_DATA_LIMITS.tickLines,
      `at most ${USER_DATA_LIMITS.tickLines} lines`,
    ),
  prefs: z
    .object({
      unitSystem: z.enum(['us', 'metric']).nullable(),
      // The size last chosen with plus and minus, or the factor a tool set: one or the other.
      size: z.number().min(0.25).max(24).nullable(),
      scale: toolScaleSchema.nullable(),
    })
    .partial()
    .strict(),
  shoppingItems: z
    .object({
      name: text(200),
      amountText: text(200),
      quantity: z.number().nonnegative().max(1e9).nullable(),
      unit: text(40).nullable(),
      category: text(40),
      // Where its amounts came from: 'recipe:12', 'combo:<id>', 'combination:<title>'.
      recipeIds: z.array(z.union([text(200), z.number().int().positive()])).max(50),
      ticked: z.boolean(),
      updatedAt: count,
    })
    .partial()
    .strict(),
  recipeNotes: z.object({}).strict(),
  journal: journalFieldsSchema(toolScaleSchema),
  // When the recipe was saved (ms): the Favorites page lists the newest first.
  favorites: z.object({ savedAt: count }).partial().strict(),
} satisfies Record<CollectionName, z.ZodType>;

/**
 * Fields a kind keeps beyond its named ones, by name: a journal entry's photos, each its own field
 * (`photo:<id>`, docs/decisions/045-a-bakes-photos-merge-across-devices.md). The device sends
 * only named fields and these (app/data/user-data/record.ts).
 */
export const EXTRA_FIELD_NAMES: Partial<Record<CollectionName, RegExp>> = { journal: BAKE_PHOTO_FIELD };

const collection = z.enum(COLLECTION_NAMES as [CollectionName, ...CollectionName[]], {
  error: 'must be one of the synced kinds',
});

export const userChangeSchema = z
  .discriminatedUnion('op', [
    z.object({ op: z.literal('set'), c: collection, id: itemId, t: stamp, fields: z.record(z.string(), z.unknown()) }),
    z.object({ op: z.literal('delete'), c: collection, id: itemId, t: stamp }),
    z.object({
      op: z.literal('note'),
      c: collection,
      id: itemId,
      t: stamp,
      text: text(USER_DATA_LIMITS.noteChars),
      device: text(60),
      replaces: z.array(stamp).max(16),
    }),
  ])
  .superRefine((change, ctx) => {
    if (!isCollectionName(change.c)) return;
    const kind = USER_COLLECTIONS[change.c].merge;
    if ((change.op === 'note') !== (kind === 'note'))
      ctx.addIssue({ code: 'custom', path: ['op'], message: `${change.op} is not a change of ${change.c}` });
    // A favorite is a recipe's id: the old routes and the Favorites page read it as one.
    if (change.c === 'favorites' && !FAVORITE_ID.test(change.id))
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'must be a recipe id' });
    if (change.op === 'set') {
      const parsed = USER_FIELD_SCHEMAS[change.c].safeParse(change.fields);
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: ['fields', ...issue.path.map(String)], message: issue.message });
    }
    if (JSON.stringify(change).length > USER_DATA_LIMITS.changeBytes)
      ctx.addIssue({ code: 'custom', message: `A change is at most ${USER_DATA_LIMITS.changeBytes / 1024} KB` });
  });
export type UserChange = z.infer<typeof userChangeSchema>;

/** POST /api/me/changes */
export const userChangesBodySchema = z.object({
  changes: z
    .array(userChangeSchema)
    .min(1, 'changes must hold a change')
    .max(USER_DATA_LIMITS.changesPerPush, `at most ${USER_DATA_LIMITS.changesPerPush} changes at once`),
});
export type UserChangesBody = z.infer<typeof userChangesBodySchema>;
export const userChangesAnswerSchema = z.object({ cursor: z.number().int().nonnegative() });

/** GET /api/me/changes?since=N&limit=M */
export const userChangesQuerySchema = z.object({
  since: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(USER_DATA_LIMITS.pageSize).default(USER_DATA_LIMITS.pageSize),
});

const itemStateSchema = z.object({
  f: z.record(z.string(), z.object({ v: z.unknown(), t: z.string() })),
  del: z.string().optional(),
  heads: z.array(z.object({ id: z.string(), t: z.string(), text: z.string(), device: z.string() })).optional(),
  gone: z.array(z.string()).optional(),
});

export const userChangesPageSchema = z.object({
  items: z.array(z.object({ c: z.string(), id: z.string(), seq: z.number().int(), state: itemStateSchema })),
  cursor: z.number().int().nonnegative(),
  hasMore: z.boolean(),
  /** The server's clock, so the device can correct its own (shared/user-data/hlc.ts). */
  now: z.number(),
  /** The device's cursor is older than what the server still remembers: this is everything. */
  reset: z.boolean().optional(),
});
export type UserChangesPage = z.infer<typeof userChangesPageSchema>;
