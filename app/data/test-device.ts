import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../api/test/harness';
import { bakePhotoIds } from '../../shared/bake-photos';
import { db } from './db';
import type { BakeSnapshot } from './journal';
import { flushOutbox } from './outbox';

/**
 * What the tests of the device's data share: the real API on a free port with its own SQLite
 * file, an account on it, the page's `fetch` sent there as the signed-in browser, and the demo
 * buttercream's bake as a recipe page keeps it. Only tests import this module.
 */

/** The real `fetch`, for the test's own calls while the page's is routed (below). */
export const realFetch = globalThis.fetch;

/** The demo buttercream made at its Standard size, as its recipe page snapshots it. */
export const BUTTERCREAM_BAKE: BakeSnapshot = {
  recipeId: 3,
  slug: 'vanilla-buttercream',
  title: 'Vanilla Buttercream',
  madeAt: Date.UTC(2026, 10, 28, 15),
  units: 'us',
  factor: 1,
  sizeLabel: 'Original',
  sizeFacts: 'Serves 12',
  tool: null,
  lines: ['4 cups powdered sugar'],
  steps: ['Beat the butter for 2 minutes.'],
  recipeVersion: 7,
  recipeUpdatedAt: '2026-11-20T10:00:00.000Z',
  note: 'Piped best at 18 °C',
};

/** The same bake at Half. */
export const HALF_BUTTERCREAM_BAKE: BakeSnapshot = {
  ...BUTTERCREAM_BAKE,
  factor: 0.5,
  sizeLabel: 'Half',
  sizeFacts: 'Serves 6 (Half)',
  lines: ['2 cups powdered sugar'],
};

export interface RunningApi {
  test: TestApp;
  server: Server;
  /** `http://127.0.0.1:<port>` */
  base: string;
}

/** The real API, with an empty database of its own, listening on a free port. */
export async function startApi(): Promise<RunningApi> {
  const test = await makeTestApp({ seed: false });
  const server = test.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { test, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export const stopApi = (api: RunningApi) => new Promise((resolve) => api.server.close(resolve));

/** The session cookie a response sets, as a browser sends it back. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Registers (or signs in) `username` with the API's own calls; answers the account's id and session cookie. */
export async function signInAs(
  base: string,
  username: string,
  path: 'register' | 'login' = 'register',
): Promise<{ id: number; cookie: string }> {
  const body =
    path === 'register'
      ? { username, password: 'sourdough1', confirmPassword: 'sourdough1', name: username }
      : { username, password: 'sourdough1' };
  const res = await realFetch(`${base}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} of ${username}: ${res.status}`);
  return { id: ((await res.json()) as { id: number }).id, cookie: cookieOf(res) };
}

/**
 * Sends the page's `fetch('/api/...')` to the API as the browser would: with the session cookie
 * of the moment, and failing as a browser does offline while `refuse(url)` says so. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function routeFetchTo(
  base: string,
  session: { cookie: () => string; refuse?: (url: string) => boolean; onCall?: (url: string) => void },
): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (session.refuse?.(url)) throw new TypeError('Failed to fetch');
    session.onCall?.(url);
    return realFetch(base + url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Cookie: session.cookie() },
    });
  });
}

/** Until the outbox has sent what waits (`tries` rounds of 10 ms: a loaded machine answers slowly). */
export async function settleOutbox(tries = 30) {
  for (let i = 0; i < tries; i++) {
    await new Promise((r) => setTimeout(r, 10));
    await flushOutbox();
    if (i > 2 && !(await db.outbox.where('status').equals('pending').count())) return;
  }
}

/** A bake's photos as the account holds them (undefined: the account has no such entry). */
export async function accountBakePhotos(base: string, cookie: string, entryId: string) {
  const res = await realFetch(`${base}/api/me/changes?since=0`, { headers: { Cookie: cookie } });
  const page = (await res.json()) as { items: { id: string; state: { f: Record<string, { v: unknown }> } }[] };
  const item = page.items.find((found) => found.id === entryId);
  return item && bakePhotoIds(Object.fromEntries(Object.entries(item.state.f).map(([name, field]) => [name, field.v])));
}

/** The photos the device's entry shows, in order (as every reader reads them). */
export async function devicePhotos(entryId: string) {
  const entry = await db.journal.get(entryId);
  return entry ? bakePhotoIds(entry) : [];
}
