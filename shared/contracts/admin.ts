import { z } from 'zod';
import {
  adminListQuerySchema,
  adminValidateResponseSchema,
  adminValidateSchema,
  objectPathResponseSchema,
  setPolicySchema,
  uploadUrlResponseSchema,
  workshopInterestGroupSchema,
  workshopSurveyRowSchema,
} from '../schemas/admin';
import { defineApi } from './contract';

/** The admin area's sign-in, lists and image uploads (docs/product.md#admin). */
export const adminApi = {
  validate: defineApi({
    method: 'POST',
    path: '/api/admin/validate',
    access: 'none',
    body: adminValidateSchema,
    answer: adminValidateResponseSchema,
  }),
  logout: defineApi({ method: 'POST', path: '/api/admin/logout', access: 'admin' }),
  /** Newest first, a page at a time (`Link: <...>; rel="next"` names the next page). */
  workshopSurveys: defineApi({
    method: 'GET',
    path: '/api/admin/workshop-surveys',
    access: 'admin',
    query: adminListQuerySchema,
    answer: z.array(workshopSurveyRowSchema),
  }),
  /** Workshops by title, each one's registrations newest first, a page of registrations at a time. */
  workshopInterests: defineApi({
    method: 'GET',
    path: '/api/admin/workshop-interests',
    access: 'admin',
    query: adminListQuerySchema,
    answer: z.array(workshopInterestGroupSchema),
  }),
  uploadUrl: defineApi({
    method: 'POST',
    path: '/api/objects/upload',
    access: 'admin',
    answer: uploadUrlResponseSchema,
  }),
  /** The body is the image's bytes, not JSON. */
  upload: defineApi({ method: 'PUT', path: '/api/objects/upload/:id', access: 'signed-url' }),
  setPolicy: defineApi({
    method: 'PUT',
    path: '/api/objects/set-policy',
    access: 'admin',
    body: setPolicySchema,
    answer: objectPathResponseSchema,
  }),
} as const;
