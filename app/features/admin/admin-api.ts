import type { QueryClient } from '@tanstack/react-query';
import { pathOf } from '../../../shared/contracts/contract';
import { recipesApi } from '../../../shared/contracts/recipes';
import { recipeSchema, type Recipe } from '../../../shared/schemas/recipe';
import { ApiError, apiFetch, apiRequest } from '../../data/api';
import { toast } from '../../components/ui/toast-store';
import { clearAdminSession, getAdminToken } from './admin-session';

/**
 * The admin's reads ask past every cache: some are public answers (`/api/recipes`) that a shared
 * cache keeps for everyone, and the admin must see their own save at once
 * (docs/decisions/012-http-caching.md). nginx sends such requests to the app.
 */
const PAST_CACHES = { 'Cache-Control': 'no-cache' } as const;

/**
 * Admin writes need the network (docs/product.md#offline-and-sync): each is sent when asked, and an
 * offline one fails at once with its message. React Query's default holds a write while the browser
 * says it is offline, with no word on the screen, and sends it whenever the signal returns: a
 * delete or a refund minutes later, unasked, and a Log out that left the admin signed in.
 */
export const SENT_WHEN_ASKED = { networkMode: 'always' } as const;

/** No admin token in this browser (never logged in, or the 24 hours are up). */
export class AdminTokenMissing extends Error {
  constructor() {
    super('Admin authentication required');
    this.name = 'AdminTokenMissing';
  }
}

/**
 * An admin call with the stored token as a bearer credential (docs/product.md#admin, docs/architecture.md#security). A 401
 * means the server no longer accepts the token: the local session is cleared with it.
 */
export async function adminRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const token = getAdminToken();
  if (!token) throw new AdminTokenMissing();
  try {
    const headers = { Authorization: `Bearer ${token}`, ...(method === 'GET' ? PAST_CACHES : {}) };
    return await apiRequest<T>(method, url, body, { headers });
  } catch (err) {
    if (isAuthFailure(err)) clearAdminSession();
    throw err;
  }
}

/** One page of an admin list: its rows, and the address of the next page when there is one. */
export interface AdminPage<T> {
  rows: T[];
  next: string | null;
}

/**
 * A page of an admin list (`?limit&cursor`, issue 32): the answer's body is the page, the next
 * page's address is in its `Link: <...>; rel="next"` header.
 */
export async function adminPage<T>(url: string, parse: (raw: unknown) => T[]): Promise<AdminPage<T>> {
  const token = getAdminToken();
  if (!token) throw new AdminTokenMissing();
  try {
    const response = await apiFetch('GET', url, undefined, {
      headers: { Authorization: `Bearer ${token}`, ...PAST_CACHES },
    });
    return { rows: parse(await response.json()), next: nextPageOf(response.headers.get('Link')) };
  } catch (err) {
    if (isAuthFailure(err)) clearAdminSession();
    throw err;
  }
}

/** The `rel="next"` address of a Link header (RFC 8288), only when it is a path of this site's API. */
export function nextPageOf(link: string | null): string | null {
  return /<(\/api\/[^>\s]*)>\s*;\s*rel="?next"?/.exec(link ?? '')?.[1] ?? null;
}

/** A recipe as the server has it now (the edit form starts from it, not from the device's copy). */
export async function fetchRecipe(slug: string): Promise<Recipe> {
  return recipeSchema.parse(
    await apiRequest(recipesApi.one.method, pathOf(recipesApi.one, { idOrSlug: slug }), undefined, {
      headers: PAST_CACHES,
    }),
  );
}

export const isAuthFailure = (err: unknown): boolean => err instanceof ApiError && err.status === 401;

/** docs/product.md#admin: a 401 from any admin call. */
export function toastSessionExpired(): void {
  toast({
    title: 'Authentication Failed',
    description: 'Your admin session has expired. Please log in again.',
    variant: 'destructive',
  });
}

export const adminKeys = {
  recipes: ['admin', 'recipes'] as const,
  recipe: (slug: string) => ['admin', 'recipe', slug] as const,
  surveys: ['admin', 'workshop-surveys'] as const,
  interests: ['admin', 'workshop-interests'] as const,
  orders: ['admin', 'orders'] as const,
  ordersPage: (page: number) => ['admin', 'orders', page] as const,
  classes: ['admin', 'classes'] as const,
  cancelPreview: (orderId: number) => ['admin', 'cancel-preview', orderId] as const,
  classCancelPreview: (classId: number) => ['admin', 'class-cancel-preview', classId] as const,
  reviews: ['admin', 'reviews'] as const,
  reviewsOf: (status: string) => ['admin', 'reviews', status] as const,
};

/**
 * After every recipe change (docs/architecture.md#data-flow): this device's Dexie catches up through the normal
 * sync (the home page's featured recipes among what it reads), and the admin lists refetch. A sync already
 * under way when the change landed is followed by one more (app/data/sync.ts).
 */
export async function afterRecipeChange(queryClient: QueryClient): Promise<void> {
  const sync = import('../../data/sync-client').then(({ syncRecipes }) => syncRecipes({ fresh: true }));
  await Promise.all([sync, queryClient.invalidateQueries({ queryKey: ['admin'] })]);
}
