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

/** GET /api/admin/workshop-surveys */
export const workshopSurveyRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  classInterests: z.array(z.string()),
  otherSuggestion: z.string().nullable(),
  createdAt: z.string(),
});
export type WorkshopSurveyRow = z.infer<typeof workshopSurveyRowSchema>;

/** GET /api/admin/workshop-interests */
export const workshopInterestGroupSchema = z.object({
  workshopId: z.number(),
  workshopTitle: z.string(),
  interests: z.array(z.object({ id: z.number(), email: z.string(), createdAt: z.string() })),
});
export type WorkshopInterestGroup = z.infer<typeof workshopInterestGroupSchema>;
