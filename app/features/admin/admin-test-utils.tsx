import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { Recipe } from '../../../shared/schemas/recipe';
import { toastStore } from '../../components/ui/toast-store';

/** Test helpers for the admin screens (unit tests only; nothing in the app imports this). */
export const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export type Answer = (method: string, url: string, body: unknown) => Response | Promise<Response>;

/** Replaces fetch; every call is recorded with its parsed JSON body and Authorization header. */
export function stubApi(answer: { current: Answer }) {
  const calls: { method: string; url: string; body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body, authorization: new Headers(init.headers).get('Authorization') });
    return answer.current(method, url, body);
  });
  return calls;
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const wrap = (children: ReactNode) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  render(wrap(<RouterProvider router={router} />));
  return router;
}

export const toastTitles = () => toastStore.getState().map((t) => t.title);

export function makeRecipe(id: number, title: string, extra: Partial<Recipe> = {}): Recipe {
  return {
    id,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    description: `${title}, a recipe for the tests.`,
    imageUrl: null,
    prepTime: '15 mins',
    cookTime: '30 mins',
    servings: 8,
    difficulty: 'Easy',
    dietaryInfo: [],
    tags: ['Cake'],
    story: '',
    ingredients: ['flour'],
    instructions: ['Bake.'],
    notes: '',
    featured: false,
    featuredOrder: null,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}
