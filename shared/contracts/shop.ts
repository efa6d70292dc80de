import { z } from 'zod';
import { videoListSchema, workshopInterestSchema, workshopListSchema, workshopSurveySchema } from '../schemas/shop';
import { defineApi } from './contract';
import { defineOutboxWrite } from './outbox';

const unsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() });

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
  /**
   * The address a notice's List-Unsubscribe header names (and older notices linked): GET and HEAD
   * change nothing and send the visitor to the page with the Unsubscribe button (303).
   */
  unsubscribe: defineApi({
    method: 'GET',
    path: '/api/shop/unsubscribe',
    access: 'none',
    query: unsubscribeQuerySchema,
  }),
  /**
   * Unsubscribes the address the token was sent to: the page's button, and a mail program's
   * one-click POST (RFC 8058, body `List-Unsubscribe=One-Click`), which comes from the mail
   * provider without a session, an Origin or a JSON body: the token is the credential.
   */
  unsubscribeOneClick: defineApi({
    method: 'POST',
    path: '/api/shop/unsubscribe',
    access: 'none',
    query: unsubscribeQuerySchema,
    answer: z.object({ message: z.string() }),
  }),
  /** The confirmation e-mail's link opens a page whose button sends this: the sign-up is then kept for the notice. */
  confirmInterest: defineApi({
    method: 'POST',
    path: '/api/shop/workshop-interest/confirm',
    access: 'none',
    body: z.object({ token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200) }),
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
