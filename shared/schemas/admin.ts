import { z } from 'zod';

/** docs/product.md#admin: both fields are required, with this one message. */
export const ADMIN_CREDENTIALS_REQUIRED = 'Username and password are required';
export const ADMIN_INVALID_CREDENTIALS = 'Incorrect username or password';

/** POST /api/admin/validate */
export const adminValidateSchema = z.object({
  username: z.string({ error: ADMIN_CREDENTIALS_REQUIRED }).max(200).default(''),
  password: z.string({ error: ADMIN_CREDENTIALS_REQUIRED }).max(1024).default(''),
});

/** The answer: `valid` decides (docs/product.md#admin); a token and its expiry (ms) on success. */
export const adminValidateResponseSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  token: z.string().optional(),
  expiresAt: z.number().optional(),
});
export type AdminValidateResponse = z.infer<typeof adminValidateResponseSchema>;

/**
 * PUT /api/recipes/{slug} with only these keys is a featured change (docs/product.md#admin): the toggle
 * sends {featured, featuredOrder}, a move sends {featuredOrder}.
 */
export const featuredUpdateSchema = z
  .object({
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
    featuredOrder: z
      .number({ error: 'featuredOrder must be a number' })
      .int('featuredOrder must be a whole number')
      .min(1, 'featuredOrder must be 1 or more')
      .max(100_000)
      .nullable()
      .optional(),
  })
  .strict();
export type FeaturedUpdate = z.infer<typeof featuredUpdateSchema>;

/** PUT /api/objects/set-policy */
export const setPolicySchema = z.object({
  uploadURL: z.string({ error: 'uploadURL is required' }).min(1, 'uploadURL is required').max(2000),
});

export const uploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export const objectPathResponseSchema = z.object({ objectPath: z.string() });

/** An admin list's page when `limit` is not given, and the most one page may hold. */
export const ADMIN_LIST_DEFAULT_LIMIT = 50;
export const ADMIN_LIST_MAX_LIMIT = 200;

/** The message for a cursor that is not one the server gave (mistyped, cut short, or from another list). */
export const ADMIN_LIST_CURSOR_INVALID = 'not a cursor this list gave: ask for the first page again without it';

/**
 * `?limit&cursor` of the admin's lists: a page of at most `limit` rows after `cursor`, the
 * opaque mark the server put in the previous page's `Link: <...>; rel="next"` header (none for
 * the first page). No list is ever sent whole: strangers can make them long (issue 32).
 */
export const adminListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(ADMIN_LIST_MAX_LIMIT, `limit must be at most ${ADMIN_LIST_MAX_LIMIT}`)
    .default(ADMIN_LIST_DEFAULT_LIMIT),
  cursor: z
    .string({ error: ADMIN_LIST_CURSOR_INVALID })
    .max(1000, ADMIN_LIST_CURSOR_INVALID)
    .regex(/^[A-Za-z0-9_-]+$/, ADMIN_LIST_CURSOR_INVALID)
    .optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** GET /api/admin/workshop-surveys */
export const workshopSurveyRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  classInterests: z.array(z.string()),
  otherSuggestion: z.string().nullable(),
  createdAt: z.string(),
});
export type WorkshopSurveyRow = z.infer<typeof workshopSurveyRowSchema>;

/**
 * GET /api/admin/workshop-interests: a page of registrations, grouped by workshop. A workshop's
 * registrations may run over several pages (its group then comes again at the top of the next);
 * `registrations` is how many it has in all, for its heading. `confirmed`: the address answered
 * its confirmation mail, so it hears when registration opens (docs/decisions/030-mail-outbox-and-opt-in.md).
 */
export const workshopInterestGroupSchema = z.object({
  workshopId: z.number(),
  workshopTitle: z.string(),
  interests: z.array(z.object({ id: z.number(), email: z.string(), createdAt: z.string(), confirmed: z.boolean() })),
  registrations: z.number().int().nonnegative().optional(),
});
export type WorkshopInterestGroup = z.infer<typeof workshopInterestGroupSchema>;
