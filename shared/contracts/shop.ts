import { z } from 'zod';
import { videoListSchema, workshopInterestSchema, workshopListSchema, workshopSurveySchema } from '../schemas/shop';
import { defineApi } from './contract';
import { defineOutboxWrite } from './outbox';

/** The shop's lists and the two visitor writes the outbox sends (docs/product.md#shop). */
export const shopApi = {
  videos: defineApi({ method: 'GET', path: '/api/shop/videos', access: 'none', answer: videoListSchema }),
  featuredVideos: defineApi({
    method: 'GET',
    path: '/api/shop/videos/featured',
    access: 'none',
    answer: videoListSchema,
  }),
  workshops: defineApi({ method: 'GET', path: '/api/shop/workshops', access: 'none', answer: workshopListSchema }),
  /** The link in a workshop notice: a small HTML page for a person, `{ message }` for anything else. */
  unsubscribe: defineApi({
    method: 'GET',
    path: '/api/shop/unsubscribe',
    access: 'none',
    query: z.object({ token: z.string().max(200).optional() }),
    answer: z.object({ message: z.string() }),
  }),
  workshopInterest: defineApi({
    method: 'POST',
    path: '/api/shop/workshop-interest',
    access: 'none',
    body: workshopInterestSchema,
    answer: z.object({ message: z.string() }),
    idempotency: 'workshop-interest',
  }),
  workshopSurvey: defineApi({
    method: 'POST',
    path: '/api/shop/workshop-survey',
    access: 'none',
    body: workshopSurveySchema,
    answer: z.object({ id: z.number(), message: z.string() }),
    idempotency: 'workshop-survey',
  }),
} as const;

export const shopWrites = {
  workshopInterest: defineOutboxWrite(shopApi.workshopInterest, {
    payload: workshopInterestSchema,
    request: (payload) => ({ body: payload }),
    private: false,
    formerKinds: ['workshop.interest'],
  }),
  workshopSurvey: defineOutboxWrite(shopApi.workshopSurvey, {
    payload: workshopSurveySchema,
    request: (payload) => ({ body: payload }),
    private: false,
    formerKinds: ['workshop.survey'],
  }),
} as const;
