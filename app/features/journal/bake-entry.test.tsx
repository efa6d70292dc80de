// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '../../../shared/journal';
import { db } from '../../data/db';
import { makeRecipe } from '../../data/recipe-fixture';
import { AuthProvider } from '../auth';
import { BakeEntry } from './bake-entry';

const maple = {
  id: 3,
  username: 'maple',
  name: 'Maple Syrup',
  email: null,
  firstName: null,
  lastName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const bake: JournalEntry = {
  id: 'bake-1',
  recipeId: 40,
  slug: 'scottish-shortbread',
  title: 'Scottish Shortbread',
  madeAt: Date.UTC(2026, 10, 20),
  units: 'us',
  factor: 1,
  sizeLabel: 'Standard',
  sizeFacts: 'Serves 16 (Standard)',
  tool: null,
  lines: ['1 cup butter'],
  steps: ['Bake.'],
  recipeVersion: 1,
  recipeUpdatedAt: '2026-11-01T00:00:00.000Z',
  note: '',
};

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  document.cookie = 'signed_in=1';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/auth/me' ? json(200, maple) : json(200, []))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function renderEntry() {
  const router = createMemoryRouter([{ path: '/dashboard', element: <BakeEntry entry={bake} /> }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
}

describe('a bake in the journal', () => {
  it("offers 'Post as a review' while its recipe is on the site", async () => {
    await db.recipes.put(makeRecipe(40, { slug: 'scottish-shortbread', title: 'Scottish Shortbread' }));
    renderEntry();
    expect(await screen.findByRole('button', { name: /^Post as a review/ })).toBeTruthy();
  });

  it("says its recipe is no longer on the site and offers no review, which could only fail 'Recipe not found'", async () => {
    renderEntry();
    expect(await screen.findByText('This recipe is no longer on the site: your bake keeps it as it was.')).toBeTruthy();
    // Signed in (the Post button would show by now): nothing offers a review of a recipe that is gone.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: /^Post as a review/ })).toBeNull();
  });
});
