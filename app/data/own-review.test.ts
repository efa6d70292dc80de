import 'fake-indexeddb/auto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp } from '../../api/test/harness';
import { adminAuth, someRecipe } from '../../api/test/reviews';
import { ApiError } from './api';
import { db } from './db';
import { markBakeUnreviewed, recordBake, type BakeSnapshot } from './journal';
import { ownReviewStatus } from './own-review';

/**
 * A bake's "shared" mark follows its review (docs/decisions/042-a-waiting-photo-keeps-its-owner.md):
 * the device asks the server whether the baker still has a review of the recipe, and its state,
 * once a recipe however many bakes ask, and a bake whose review is gone is offered again.
 */
let server: Server | undefined;
const realFetch = globalThis.fetch;
afterEach(async () => {
  vi.unstubAllGlobals();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

const SNAPSHOT: BakeSnapshot = {
  recipeId: 1,
  slug: 'a-recipe',
  title: 'A recipe',
  madeAt: Date.UTC(2026, 10, 28),
  units: 'us',
  factor: 1,
  sizeLabel: 'Original',
  sizeFacts: 'Serves 12',
  tool: null,
  lines: ['2 cups (240 g) powdered sugar'],
  steps: ['Beat the butter.'],
  recipeVersion: 1,
  recipeUpdatedAt: '2026-11-20T10:00:00.000Z',
  note: 'Rose beautifully.',
};

describe('whether the baker still has her review', () => {
  it('answers from the server, one question a recipe at a time, and throws when it cannot tell', async () => {
    const t = await makeTestApp();
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { slug } = someRecipe(t);
    const registered = await realFetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'ada_reviews',
        password: 'sourdough1',
        confirmPassword: 'sourdough1',
        name: 'Ada',
      }),
    });
    let cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const asOwner = (method: string, body?: unknown) =>
      realFetch(`${base}/api/recipes/${slug}/reviews`, {
        method,
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      asked.push(url);
      return realFetch(base + url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Cookie: cookie },
      });
    });

    expect(await Promise.all([ownReviewStatus(slug), ownReviewStatus(slug)])).toEqual([null, null]);
    expect(asked).toHaveLength(1);
    const posted = await asOwner('POST', { rating: 4, text: 'Lovely', photo: null });
    expect(posted.ok).toBe(true);
    expect(await ownReviewStatus(slug)).toBe('pending');
    expect(asked).toHaveLength(2);

    // The baker's word on it: published, or not.
    const { id } = (await posted.json()) as { id: number };
    const admin = await adminAuth(t);
    for (const [verb, status] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      const moderated = await realFetch(`${base}/api/admin/reviews/${id}/${verb}`, { method: 'POST', headers: admin });
      expect(moderated.ok).toBe(true);
      expect(await ownReviewStatus(slug)).toBe(status);
    }

    expect((await asOwner('DELETE')).ok).toBe(true);
    expect(await ownReviewStatus(slug)).toBeNull();

    cookie = '';
    await expect(ownReviewStatus(slug)).rejects.toBeInstanceOf(ApiError);
  });

  it('a bake whose review is gone loses its mark and keeps its stars', async () => {
    await db.journal.clear();
    const bake = await recordBake({ ...SNAPSHOT, rating: 5, reviewedAt: Date.UTC(2026, 10, 29) });
    await markBakeUnreviewed(bake.id);
    expect(await db.journal.get(bake.id)).toMatchObject({ rating: 5, reviewedAt: null });
  });
});
