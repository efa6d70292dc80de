import { adminApi } from './admin';
import { aiApi, healthApi } from './ai';
import { analyticsApi, analyticsWrites } from './analytics';
import { authApi } from './auth';
import { businessApi } from './business';
import { classChangeApi } from './class-change';
import type { ApiContract } from './contract';
import { favoritesApi } from './favorites';
import type { OutboxWrite } from './outbox';
import { recipesApi } from './recipes';
import { checkoutApi } from './checkout';
import { shopApi, shopWrites } from './shop';
import { meApi, meWrites } from './me';
import { reviewsApi } from './reviews';
import { bakePhotosApi } from './bake-photos';

export * from './contract';
export * from './errors';
export * from './outbox';
export {
  adminApi,
  aiApi,
  analyticsApi,
  authApi,
  businessApi,
  checkoutApi,
  classChangeApi,
  favoritesApi,
  healthApi,
  recipesApi,
  shopApi,
};
export { analyticsWrites, shopWrites };
export { meApi, meWrites };
export { reviewsApi };
export { bakePhotosApi };

/**
 * Every API contract, by area. A new area: one line here. The route table's test checks each
 * against the mounted routes and api/test/route-table.ts.
 */
export const API_AREAS: Record<string, Record<string, ApiContract>> = {
  health: healthApi,
  auth: authApi,
  favorites: favoritesApi,
  recipes: recipesApi,
  shop: shopApi,
  checkout: checkoutApi,
  ai: aiApi,
  analytics: analyticsApi,
  admin: adminApi,
  business: businessApi,
  classChange: classChangeApi,
  me: meApi,
  reviews: reviewsApi,
  bakePhotos: bakePhotosApi,
};

export const API_CONTRACTS: ApiContract[] = Object.values(API_AREAS).flatMap((area) => Object.values(area));

/** Every offline write, for checks; the device's outbox lists the ones it sends (app/data/outbox-kinds.ts). */
export const OUTBOX_WRITES: OutboxWrite<never>[] = [
  ...Object.values(shopWrites),
  ...Object.values(analyticsWrites),
  ...Object.values(meWrites),
] as OutboxWrite<never>[];
