import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import {
  analyticsApi,
  authApi,
  businessApi,
  checkoutApi,
  classChangeApi,
  favoritesApi,
  meApi,
  recipesApi,
  reviewsApi,
  bakePhotosApi,
  shopApi,
  type ApiContract,
} from '../../shared/contracts';
import { SURVEY_CLASS_OPTIONS } from '../../shared/survey';
import { createApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDb, type Db } from '../db/open';
import { seedDemoContent } from '../seed/load';

/**
 * Every API route, with how it is called: the method, the path (express-style params), who may
 * call it, and a sample VALID request built from live data (a recipe, a class, an admin token).
 * api/test/fuzz.test.ts mutates these samples; api/test/security.test.ts checks auth, CSRF and
 * content-type rules against the same list. A route in this list that does not answer ("No API
 * route for ...") fails both suites: it is never counted as passing.
 *
 * New route? Add one line here: both suites pick it up.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Auth =
  /** Anyone. */
  | 'none'
  /** A signed-in user's session cookie (401 without). */
  | 'user'
  /** Anyone; a session, when present, changes whose data it is (checkout, logout). */
  | 'optional-user'
  /** `Authorization: Bearer admin_...` (401 without). */
  | 'admin'
  /** The signed upload URL is the credential (403 when the signature is wrong). */
  | 'signed-url';

export interface RouteContext {
  recipeId: number;
  recipeSlug: string;
  recipeIds: number[];
  recipeTitles: string[];
  /** A class with a price and spots left, for checkout. */
  classItem: { id: number; title: string; price: number } | null;
  workshopId: number | null;
  /** A class or workshop none of the other samples use: the class-cancel sample cancels it. */
  spareClassId: number | null;
  userCookie: string | null;
  /** A second user's session, for the logout route (so logging out does not end userCookie). */
  spareUserCookie: string | null;
  /** A third user's session (password 'sourdough1'), for the account deletion route, which ends that account. */
  doomedUserCookie: string | null;
  username: string | null;
  adminToken: string | null;
  /** A second admin token, for the logout route (so logging out does not end adminToken). */
  spareAdminToken: string | null;
  /** A recipe that DELETE may remove. */
  sacrificialSlug: string;
  /** A fresh signed upload URL (path + query), or null when uploads have not landed. */
  uploadUrl: string | null;
  adminUsername: string;
  adminPassword: string;
}

export interface SampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** For the raw upload PUT: bytes and their content type instead of JSON. */
  raw?: { bytes: Buffer; contentType: string };
}

export interface RouteSpec {
  method: Method;
  path: string;
  auth: Auth;
  /** Changes state: subject to the CSRF (Origin) and JSON-only rules. */
  write: boolean;
  /** Rate limited per IP (login, register, admin validate). */
  rateLimited?: boolean;
  /**
   * A mail provider's RFC 8058 one-click POST: the token in the address is the credential, so it
   * takes any body and another site's Origin (the security suite checks that instead of CSRF and JSON).
   */
  oneClick?: boolean;
  /** Takes an Idempotency-Key. */
  idempotent?: boolean;
  /** Removes data other samples rely on (a recipe, a token): the fuzz runs these last. */
  destructive?: boolean;
  /** Where the handler lives, for failure messages. */
  owner: string;
  sample: (ctx: RouteContext) => SampleRequest;
}

/**
 * How a route is called, read from its contract in shared/contracts (method, path, who may call
 * it, whether it takes an Idempotency-Key): `{ ...fromContract(favoritesApi.add), owner, sample }`.
 * api/test/route-table.test.ts checks every contract against this table either way.
 */
export function fromContract(
  contract: ApiContract,
): Pick<RouteSpec, 'method' | 'path' | 'auth' | 'write' | 'idempotent'> {
  return {
    method: contract.method,
    path: contract.path,
    auth: contract.access,
    write: contract.method !== 'GET',
    ...(contract.idempotency ? { idempotent: true } : {}),
  };
}

const ONE_PX_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/health', auth: 'none', write: false, owner: 'api/routes/health.ts', sample: () => ({}) },

  // Auth (docs/product.md#accounts)
  { ...fromContract(authApi.me), owner: 'api/routes/auth.ts', sample: () => ({}) },
  {
    ...fromContract(authApi.login),
    rateLimited: true,
    owner: 'api/routes/auth.ts',
    sample: (c) => ({ body: { username: c.username ?? 'nobody', password: 'sourdough1' } }),
  },
  {
    ...fromContract(authApi.register),
    rateLimited: true,
    owner: 'api/routes/auth.ts',
    sample: () => ({
      body: {
        username: `fuzz${Math.random().toString(36).slice(2, 10)}`,
        password: 'sourdough1',
        confirmPassword: 'sourdough1',
        name: 'Fuzz Baker',
        email: 'fuzz@example.com',
      },
    }),
  },
  {
    ...fromContract(authApi.logout),
    owner: 'api/routes/auth.ts',
    sample: () => ({}),
  },
  {
    ...fromContract(authApi.deleteAccount),
    destructive: true,
    owner: 'api/routes/account.ts',
    sample: () => ({ body: { currentPassword: 'sourdough1' } }),
  },
  {
    ...fromContract(authApi.profile),
    owner: 'api/routes/auth.ts',
    sample: (c) => ({
      body: { username: c.username ?? 'nobody', email: 'baker@example.com', firstName: 'Ada', lastName: null },
    }),
  },

  {
    method: 'POST',
    path: '/api/auth/password-reset',
    auth: 'none',
    write: true,
    rateLimited: true,
    owner: 'api/routes/password-reset.ts',
    sample: (c) => ({ body: { usernameOrEmail: c.username ?? 'nobody' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    auth: 'none',
    write: true,
    rateLimited: true,
    owner: 'api/routes/password-reset.ts',
    sample: () => ({
      body: { token: 'not-a-live-reset-token', newPassword: 'sourdough2', confirmPassword: 'sourdough2' },
    }),
  },

  // Favorites
  {
    method: 'GET',
    path: '/api/favorites',
    auth: 'user',
    write: false,
    owner: 'api/routes/favorites.ts',
    sample: () => ({}),
  },
  {
    ...fromContract(favoritesApi.add),
    owner: 'api/routes/favorites.ts',
    sample: (c) => ({ body: { recipeId: c.recipeId } }),
  },
  {
    ...fromContract(favoritesApi.remove),
    owner: 'api/routes/favorites.ts',
    sample: (c) => ({ params: { recipeId: String(c.recipeId) } }),
  },

  // The baker's own data (docs/product.md#offline-and-sync)
  {
    ...fromContract(meApi.changes),
    owner: 'api/routes/me.ts',
    sample: () => ({ query: { since: '0', limit: '50' } }),
  },
  {
    ...fromContract(meApi.push),
    owner: 'api/routes/me.ts',
    sample: (c) => ({
      body: {
        changes: [
          { op: 'set', c: 'prefs', id: String(c.recipeId), t: '00000000001.0000.fuzzdevice', fields: { size: 2 } },
        ],
      },
    }),
  },

  // Catalog and sync
  {
    method: 'GET',
    path: '/api/recipes',
    auth: 'none',
    write: false,
    owner: 'api/routes/recipes.ts',
    sample: () => ({ query: { search: 'butter' } }),
  },
  {
    method: 'GET',
    path: '/api/recipes/featured',
    auth: 'none',
    write: false,
    owner: 'api/routes/recipes.ts',
    sample: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/recipes/:idOrSlug',
    auth: 'none',
    write: false,
    owner: 'api/routes/recipes.ts',
    sample: (c) => ({ params: { idOrSlug: c.recipeSlug } }),
  },
  {
    ...fromContract(recipesApi.sync),
    owner: 'api/routes/sync.ts',
    sample: () => ({ query: { since: '0', limit: '50' } }),
  },

  // Ratings and reviews (docs/product.md#reviews)
  {
    ...fromContract(reviewsApi.list),
    owner: 'api/routes/reviews.ts',
    sample: (c) => ({ params: { slug: c.recipeSlug }, query: { limit: '10' } }),
  },
  {
    ...fromContract(reviewsApi.mine),
    owner: 'api/routes/reviews.ts',
    sample: (c) => ({ params: { slug: c.recipeSlug } }),
  },
  {
    ...fromContract(reviewsApi.submit),
    owner: 'api/routes/reviews.ts',
    sample: (c) => ({
      params: { slug: c.recipeSlug },
      body: { rating: 5, text: 'A tender crumb; the loaf rose well.' },
    }),
  },
  {
    ...fromContract(reviewsApi.remove),
    owner: 'api/routes/reviews.ts',
    sample: (c) => ({ params: { slug: c.recipeSlug } }),
  },
  { ...fromContract(reviewsApi.photoUploadUrl), owner: 'api/routes/review-photos.ts', sample: () => ({}) },
  {
    ...fromContract(reviewsApi.photoSetPolicy),
    owner: 'api/routes/review-photos.ts',
    // The admin's upload URL: a reviewer's set-policy finds no upload of hers there (404).
    sample: (c) => ({ body: { uploadURL: c.uploadUrl ?? 'http://x/api/objects/upload/none' } }),
  },
  // A bake's photos, private to their owner (docs/decisions/041-a-bake-becomes-a-review.md)
  { ...fromContract(bakePhotosApi.uploadUrl), owner: 'api/routes/bake-photos.ts', sample: () => ({}) },
  {
    ...fromContract(bakePhotosApi.setPolicy),
    owner: 'api/routes/bake-photos.ts',
    // The admin's upload URL: no upload of hers there (404).
    sample: (c) => ({ body: { uploadURL: c.uploadUrl ?? 'http://x/api/objects/upload/none' } }),
  },
  {
    ...fromContract(bakePhotosApi.read),
    owner: 'api/routes/bake-photos.ts',
    sample: () => ({ params: { id: '0'.repeat(32), width: '400' } }),
  },
  {
    ...fromContract(bakePhotosApi.remove),
    owner: 'api/routes/bake-photos.ts',
    sample: () => ({ params: { id: '0'.repeat(32) } }),
  },
  {
    ...fromContract(bakePhotosApi.reviewCopy),
    owner: 'api/routes/bake-photos.ts',
    sample: () => ({ params: { id: '0'.repeat(32) } }),
  },
  {
    ...fromContract(reviewsApi.adminList),
    owner: 'api/routes/admin-reviews.ts',
    sample: () => ({ query: { status: 'pending', limit: '20' } }),
  },
  {
    ...fromContract(reviewsApi.approve),
    owner: 'api/routes/admin-reviews.ts',
    sample: () => ({ params: { id: '1' } }),
  },
  { ...fromContract(reviewsApi.reject), owner: 'api/routes/admin-reviews.ts', sample: () => ({ params: { id: '1' } }) },
  {
    ...fromContract(reviewsApi.reply),
    owner: 'api/routes/admin-reviews.ts',
    sample: () => ({ params: { id: '1' }, body: { text: 'So glad it rose for you!' } }),
  },

  // Admin recipe writes
  {
    method: 'POST',
    path: '/api/recipes',
    auth: 'admin',
    write: true,
    owner: 'api/routes/recipe-admin.ts',
    sample: () => ({ body: sampleRecipe(`Fuzz Loaf ${Math.random().toString(36).slice(2, 8)}`) }),
  },
  {
    method: 'PUT',
    path: '/api/recipes/:slug',
    auth: 'admin',
    write: true,
    owner: 'api/routes/recipe-admin.ts',
    sample: (c) => ({ params: { slug: c.sacrificialSlug }, body: sampleRecipe('Sacrificial Sponge Cake') }),
  },
  {
    method: 'DELETE',
    path: '/api/recipes/:slug',
    auth: 'admin',
    write: true,
    destructive: true,
    owner: 'api/routes/recipe-admin.ts',
    sample: (c) => ({ params: { slug: c.sacrificialSlug } }),
  },

  // Shop, checkout, orders
  {
    method: 'GET',
    path: '/api/shop/videos',
    auth: 'none',
    write: false,
    owner: 'api/routes/shop.ts',
    sample: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/shop/videos/featured',
    auth: 'none',
    write: false,
    owner: 'api/routes/shop.ts',
    sample: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/shop/workshops',
    auth: 'none',
    write: false,
    owner: 'api/routes/shop.ts',
    sample: () => ({}),
  },
  {
    ...fromContract(shopApi.workshopInterest),
    owner: 'api/routes/shop.ts',
    sample: (c) => ({ body: { email: 'baker@example.com', workshopId: c.workshopId ?? 1 } }),
  },
  {
    ...fromContract(shopApi.workshopSurvey),
    owner: 'api/routes/shop.ts',
    sample: () => ({
      body: {
        email: 'baker@example.com',
        classInterests: [SURVEY_CLASS_OPTIONS[0], SURVEY_CLASS_OPTIONS[3]],
        otherSuggestion: 'Croissants',
      },
    }),
  },
  {
    ...fromContract(checkoutApi.pay),
    owner: 'api/routes/checkout.ts',
    sample: (c) => ({ body: sampleOrder(c) }),
  },
  {
    ...fromContract(checkoutApi.attempt),
    owner: 'api/routes/checkout.ts',
    sample: () => ({ params: { key: 'checkout-3f0c5d2e-8b1a-4c6e-9f7d-2a4b6c8d0e1f' } }),
  },
  {
    method: 'GET',
    path: '/api/shop/unsubscribe',
    auth: 'none',
    write: false,
    owner: 'api/routes/unsubscribe.ts',
    sample: () => ({ query: { token: 'not-a-sent-unsubscribe-token' } }),
  },
  {
    ...fromContract(shopApi.unsubscribeOneClick),
    oneClick: true,
    owner: 'api/routes/unsubscribe.ts',
    sample: () => ({ query: { token: 'not-a-sent-unsubscribe-token' } }),
  },
  {
    ...fromContract(shopApi.confirmInterest),
    owner: 'api/routes/shop.ts',
    sample: () => ({ body: { token: 'not-a-sent-confirmation-token' } }),
  },
  { method: 'GET', path: '/api/orders', auth: 'user', write: false, owner: 'api/routes/orders.ts', sample: () => ({}) },

  // Combiner and analytics
  {
    method: 'POST',
    path: '/api/ai/recipe-compiler',
    auth: 'none',
    write: true,
    owner: 'api/routes/ai.ts',
    sample: (c) => ({ body: { selectedRecipeIds: c.recipeIds.slice(0, 2), customPrompt: 'Make it a layer cake' } }),
  },
  {
    ...fromContract(analyticsApi.comboCreated),
    owner: 'api/routes/analytics.ts',
    sample: (c) => ({
      body: {
        timestamp: new Date().toISOString(),
        recipeIds: c.recipeIds.slice(0, 2),
        recipeNames: c.recipeTitles.slice(0, 2),
        comboTitle: c.recipeTitles.slice(0, 2).join(' & '),
      },
    }),
  },

  // Admin (docs/product.md#admin)
  {
    method: 'POST',
    path: '/api/admin/validate',
    auth: 'none',
    write: true,
    rateLimited: true,
    owner: 'api/routes/admin.ts',
    sample: (c) => ({ body: { username: c.adminUsername, password: c.adminPassword } }),
  },
  {
    method: 'POST',
    path: '/api/admin/logout',
    auth: 'admin',
    write: true,
    destructive: true,
    owner: 'api/routes/admin.ts',
    sample: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/admin/workshop-surveys',
    auth: 'admin',
    write: false,
    owner: 'api/routes/admin.ts',
    sample: () => ({ query: { limit: '20' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/workshop-interests',
    auth: 'admin',
    write: false,
    owner: 'api/routes/admin.ts',
    sample: () => ({ query: { limit: '20' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders',
    auth: 'admin',
    write: false,
    owner: 'api/routes/admin-business.ts',
    sample: () => ({ query: { page: '1', pageSize: '20' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/orders/:id/cancel-preview',
    auth: 'admin',
    write: false,
    owner: 'api/routes/admin-business.ts',
    sample: () => ({ params: { id: '1' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/cancel',
    auth: 'admin',
    write: true,
    owner: 'api/routes/admin-business.ts',
    sample: () => ({ params: { id: '1' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/classes',
    auth: 'admin',
    write: false,
    owner: 'api/routes/admin-business.ts',
    sample: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/admin/classes/:id/roster.csv',
    auth: 'admin',
    write: false,
    owner: 'api/routes/admin-business.ts',
    sample: (c) => ({ params: { id: String(c.classItem?.id ?? 1) } }),
  },
  {
    method: 'POST',
    path: '/api/admin/workshops/:id/notify',
    auth: 'admin',
    write: true,
    owner: 'api/routes/admin-business.ts',
    sample: (c) => ({ params: { id: String(c.workshopId ?? 1) } }),
  },
  {
    ...fromContract(businessApi.classCancelPreview),
    owner: 'api/routes/admin-class-cancel.ts',
    sample: (c) => ({ params: { id: String(c.classItem?.id ?? 1) } }),
  },
  {
    // Takes a class off the shop for good: one no other sample uses, and the fuzz runs it last.
    ...fromContract(businessApi.cancelClass),
    destructive: true,
    owner: 'api/routes/admin-class-cancel.ts',
    sample: (c) => ({ params: { id: String(c.spareClassId ?? 999_999) } }),
  },
  {
    ...fromContract(businessApi.refundClassChange),
    owner: 'api/routes/admin-class-cancel.ts',
    sample: () => ({ params: { id: '1' } }),
  },
  {
    ...fromContract(classChangeApi.offer),
    owner: 'api/routes/class-change.ts',
    sample: () => ({ query: { token: 'not-a-sent-class-change-token' } }),
  },
  {
    ...fromContract(classChangeApi.choose),
    owner: 'api/routes/class-change.ts',
    sample: () => ({ body: { token: 'not-a-sent-class-change-token', choice: 'refund' } }),
  },
  {
    method: 'POST',
    path: '/api/objects/upload',
    auth: 'admin',
    write: true,
    owner: 'api/routes/uploads.ts',
    sample: () => ({}),
  },
  {
    method: 'PUT',
    path: '/api/objects/upload/:id',
    auth: 'signed-url',
    write: true,
    owner: 'api/routes/uploads.ts',
    sample: (c) => {
      const url = new URL(c.uploadUrl ?? '/api/objects/upload/none?expires=0&sig=x', 'http://x');
      return {
        params: { id: url.pathname.split('/').pop()! },
        query: Object.fromEntries(url.searchParams),
        raw: { bytes: ONE_PX_PNG, contentType: 'image/png' },
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/objects/set-policy',
    auth: 'admin',
    write: true,
    owner: 'api/routes/uploads.ts',
    sample: (c) => ({ body: { uploadURL: c.uploadUrl ?? 'http://x/api/objects/upload/none' } }),
  },
];

export const routeName = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method} ${r.path}`;

export function sampleRecipe(title: string) {
  return {
    title,
    description: 'A soft, plain loaf for testing every form rule.',
    story: 'Baked on a quiet Sunday morning with a cup of tea.',
    prepTime: '20 minutes',
    cookTime: '35 minutes',
    servings: 8,
    difficulty: 'Easy',
    ingredients: ['3 cups all-purpose flour', '1 tsp salt', '1 cup warm water'],
    instructions: ['Mix everything.', 'Knead and rest for an hour.', 'Bake until golden.'],
    tags: ['Bread'],
    dietaryInfo: [],
    notes: '',
    featured: false,
  };
}

/** docs/product.md#checkout / crash-safety: a guest order for one place in a class. */
export function sampleOrder(c: Pick<RouteContext, 'classItem'>, userId = `guest-${Date.now()}`) {
  const item = c.classItem ?? { id: 1, title: 'A class', price: 4500 };
  return {
    userId,
    totalAmount: item.price,
    items: [{ type: 'class', id: item.id, title: item.title, price: item.price, quantity: 1 }],
    shippingInfo: {
      name: 'Ada Baker',
      email: 'ada@example.com',
      address: '1 Flour Lane',
      city: 'Willow Creek',
      state: 'OR',
      zipCode: '97000',
      country: 'US',
    },
    paymentInfo: { cardLast4: '4242', expiryDate: '12/30' },
  };
}

/** Fills `:name` params (URL-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(wellFormed(params[name] ?? 'x')));
}

/** Lone surrogates become U+FFFD, as a browser's URL encoder does (encodeURIComponent throws on them). */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

// -------------------------------------------------------------------------------------------------
// A tiny HTTP client for an app listening on 127.0.0.1 (faster than supertest's server per request).

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface Client {
  base: string;
  close: () => Promise<void>;
  send: (request: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }) => Promise<HttpAnswer>;
}

export async function listen(app: Express): Promise<Client> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  // node:http with keep-alive: about twice as fast as fetch for thousands of small requests.
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  return {
    base,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    send: ({ method, path, headers = {}, body }) =>
      new Promise<HttpAnswer>((resolve, reject) => {
        const payload = body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body) : body;
        const all: Record<string, string> = { ...headers };
        if (payload || !['GET', 'HEAD'].includes(method)) all['Content-Length'] = String(payload?.length ?? 0);
        const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: all, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value === undefined) continue;
              for (const v of Array.isArray(value) ? value : [value]) answerHeaders.append(name, v);
            }
            let json: unknown;
            try {
              json = text ? JSON.parse(text) : undefined;
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, headers: answerHeaders, text, json });
          });
        });
        req.on('error', reject);
        req.end(payload);
      }),
  };
}

/** The session a route's sample uses (logout and account deletion get their own, so the main one survives). */
export function ownCookie(route: RouteSpec, ctx: RouteContext): string | null {
  if (route.path === '/api/auth/logout') return ctx.spareUserCookie;
  if (route.path === '/api/auth/account/delete') return ctx.doomedUserCookie;
  return ctx.userCookie;
}

/** The admin credential a route's sample uses (admin logout gets its own token). */
export function ownBearer(route: RouteSpec, ctx: RouteContext): string | null {
  const token = route.path === '/api/admin/logout' ? ctx.spareAdminToken : ctx.adminToken;
  return token ? `Bearer ${token}` : null;
}

/** The headers and body of a route's valid sample, as `ctx` allows. */
export function sampleRequest(route: RouteSpec, ctx: RouteContext, overrides: { auth?: boolean } = {}) {
  const sample = route.sample(ctx);
  const headers: Record<string, string> = {};
  const withAuth = overrides.auth ?? true;
  const cookie = ownCookie(route, ctx);
  const bearer = ownBearer(route, ctx);
  if (withAuth && (route.auth === 'user' || route.auth === 'optional-user') && cookie) headers.Cookie = cookie;
  if (withAuth && route.auth === 'admin' && bearer) headers.Authorization = bearer;
  let body: string | Buffer | undefined;
  if (sample.raw) {
    headers['Content-Type'] = sample.raw.contentType;
    body = sample.raw.bytes;
  } else if (sample.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(sample.body);
  }
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  return { method: route.method, path: fillPath(route.path, sample.params) + query, headers, body };
}

/** True when the route's router has landed: anything but the catch-all "No API route" 404. */
export async function isLive(client: Client, route: RouteSpec): Promise<boolean> {
  const res = await client.send({
    method: route.method,
    path: fillPath(route.path, { recipeId: '1', idOrSlug: 'x', slug: 'x', id: 'x' }),
  });
  return !(
    res.status === 404 && /^No API route for/.test((res.json as { message?: string } | undefined)?.message ?? '')
  );
}

/**
 * Reads live data for the samples: a recipe, a class with a price and spots, and (when those
 * routes have landed) a signed-in user, two admin tokens, a sacrificial recipe and an upload URL.
 */
export async function prepareContext(
  client: Client,
  options: { adminUsername: string; adminPassword: string; register?: boolean },
): Promise<RouteContext> {
  const json = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await client.send({
      method,
      path,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res;
  };
  const recipes = (await json('GET', '/api/recipes')).json as {
    id: number;
    slug: string;
    title: string;
    tags: string[];
  }[];
  if (!Array.isArray(recipes) || recipes.length < 5) throw new Error('prepareContext needs the seeded demo catalog');
  const plain = recipes.filter((r) => !r.tags.includes('FavoriteCombos'));
  const ctx: RouteContext = {
    recipeId: plain[0]!.id,
    recipeSlug: plain[0]!.slug,
    recipeIds: plain.slice(0, 5).map((r) => r.id),
    recipeTitles: plain.slice(0, 5).map((r) => r.title),
    classItem: null,
    workshopId: null,
    spareClassId: null,
    userCookie: null,
    spareUserCookie: null,
    doomedUserCookie: null,
    username: null,
    adminToken: null,
    spareAdminToken: null,
    sacrificialSlug: plain[plain.length - 1]!.slug,
    uploadUrl: null,
    adminUsername: options.adminUsername,
    adminPassword: options.adminPassword,
  };
  const shop = await json('GET', '/api/shop/workshops');
  if (shop.status === 200 && Array.isArray(shop.json)) {
    const list = shop.json as {
      id: number;
      kind: string;
      title: string;
      price: number | null;
      spotsAvailable: number;
    }[];
    const cls = [...list]
      .filter((w) => w.kind === 'class' && w.price !== null && w.spotsAvailable > 0)
      .sort((a, b) => b.spotsAvailable - a.spotsAvailable)[0];
    if (cls) ctx.classItem = { id: cls.id, title: cls.title, price: cls.price! };
    ctx.workshopId = list.find((w) => w.kind === 'workshop')?.id ?? list[0]?.id ?? null;
    ctx.spareClassId = list.find((w) => w.id !== ctx.classItem?.id && w.id !== ctx.workshopId)?.id ?? null;
  }
  if (options.register !== false) {
    const register = async () => {
      const username = `ctx${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const reg = await json('POST', '/api/auth/register', {
        username,
        password: 'sourdough1',
        confirmPassword: 'sourdough1',
      });
      const cookie = reg.headers.get('set-cookie');
      return reg.status === 201 && cookie ? { username, cookie: cookie.split(';')[0]! } : null;
    };
    const [main, spare, doomed] = await Promise.all([register(), register(), register()]);
    ctx.userCookie = main?.cookie ?? null;
    ctx.username = main?.username ?? null;
    ctx.spareUserCookie = spare?.cookie ?? null;
    ctx.doomedUserCookie = doomed?.cookie ?? null;
  }
  const login = async () => {
    const res = await json('POST', '/api/admin/validate', {
      username: options.adminUsername,
      password: options.adminPassword,
    });
    const body = res.json as { valid?: boolean; token?: string } | undefined;
    return res.status === 200 && body?.valid && body.token ? body.token : null;
  };
  ctx.adminToken = await login();
  ctx.spareAdminToken = ctx.adminToken ? await login() : null;
  if (ctx.adminToken) {
    const auth = { Authorization: `Bearer ${ctx.adminToken}` };
    const created = await json('POST', '/api/recipes', sampleRecipe('Sacrificial Sponge Cake'), auth);
    const slug = (created.json as { slug?: string } | undefined)?.slug;
    if (created.status === 201 && slug) ctx.sacrificialSlug = slug;
    const upload = await json('POST', '/api/objects/upload', undefined, auth);
    const uploadURL = (upload.json as { uploadURL?: string } | undefined)?.uploadURL;
    if (upload.status === 200 && uploadURL) {
      const url = new URL(uploadURL, client.base);
      ctx.uploadUrl = url.pathname + url.search;
    }
  }
  return ctx;
}

// -------------------------------------------------------------------------------------------------
// A seeded app listening on 127.0.0.1:0 for the whole file (harness.makeTestApp is per test).

export interface ListeningApp {
  client: Client;
  db: Db;
  config: Config;
  dataDir: string;
  /** Everything the app logged (500s log their error here). */
  logged: unknown[];
  close: () => Promise<void>;
}

export async function startListeningApp(overrides: Partial<Config> = {}): Promise<ListeningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sift-suite-'));
  const db = openDb(join(dataDir, 'suite.db'));
  await seedDemoContent(db, join(dataDir, 'objects'), { images: false });
  const config = testConfig({ dataDir, ...overrides });
  const logged: unknown[] = [];
  const app = createApp({ db, config, log: (err) => logged.push(err) });
  const client = await listen(app);
  return {
    client,
    db,
    config,
    dataDir,
    logged,
    close: async () => {
      await client.close();
      await (app.locals.mail as { stop(): Promise<void> } | undefined)?.stop();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
