import { z } from 'zod';
import { DEFAULT_BAKERY_TIME_ZONE } from '../dates';
import { SURVEY_CLASS_OPTIONS, SIMPLE_EMAIL_PATTERN } from '../survey';

/** docs/product.md#shop (Video): GET /api/shop/videos and /videos/featured. */
export const videoSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type Video = z.infer<typeof videoSchema>;

/** docs/product.md#shop (Workshop or class): GET /api/shop/workshops lists both kinds. */
export const workshopSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['class', 'workshop']),
  title: z.string(),
  description: z.string(),
  /** ISO date-time. */
  date: z.string(),
  /**
   * The bakery's IANA zone (BAKERY_TIME_ZONE): every page writes the date in it (shared/dates.ts).
   * The server always sends it; a list saved by an older version reads as the demo default.
   */
  timeZone: z.string().default(DEFAULT_BAKERY_TIME_ZONE),
  location: z.string(),
  /** Integer cents; null = TBD (workshops). */
  price: z.number().int().nonnegative().nullable(),
  imageUrl: z.string().nullable(),
  spotsAvailable: z.number().int().nonnegative(),
});
export type Workshop = z.infer<typeof workshopSchema>;

export const videoListSchema = z.array(videoSchema);
export const workshopListSchema = z.array(workshopSchema);

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'Email must be at most 254 characters')
  .regex(SIMPLE_EMAIL_PATTERN, 'Please enter a valid email address.');

/** docs/product.md#shop: POST /api/shop/workshop-interest */
export const workshopInterestSchema = z.object({
  email,
  workshopId: z.number({ error: 'workshopId must be a number' }).int().positive(),
});
export type WorkshopInterestInput = z.infer<typeof workshopInterestSchema>;

/** docs/product.md#shop: POST /api/shop/workshop-survey */
export const workshopSurveySchema = z.object({
  email,
  classInterests: z
    .array(z.enum(SURVEY_CLASS_OPTIONS, { error: 'Each class must be one of the survey options' }), {
      error: 'classInterests must be a list',
    })
    .min(1, "Please select at least one class you're interested in.")
    .max(SURVEY_CLASS_OPTIONS.length)
    .transform((list) => [...new Set(list)]),
  otherSuggestion: z
    .string()
    .trim()
    .max(2000, 'Other class ideas must be at most 2000 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type WorkshopSurveyInput = z.infer<typeof workshopSurveySchema>;
