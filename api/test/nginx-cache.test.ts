import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../../scripts/bench/server';
import { editVisibleWithinSeconds } from '../http/cache-control';
import {
  requireNginx,
  startNginx,
  startOriginCounter,
  type OriginCounter,
  type RunningNginx,
} from '../../scripts/nginx';

/**
 * The real nginx (Debian's package, deploy/nginx.conf templated for loopback) in front of the
 * real server process: what docs/decisions/012-http-caching.md promises, checked through it.
 * A small PUBLIC_CACHE_SECONDS keeps the edit check short. nginx missing is a failure, not a
 * skip: CI installs it (scripts/ensure-nginx.mjs).
 */
const CACHE_SECONDS = 2;
const RECIPE = '/api/recipes/one-bowl-white-bread';

let server: RunningServer;
let counter: OriginCounter;
let nginx: RunningNginx;

beforeAll(async () => {
  requireNginx();
  server = await startServer({ env: { PUBLIC_CACHE_SECONDS: String(CACHE_SECONDS) }, timeoutMs: 90_000 });
  counter = await startOriginCounter({ port: server.port });
  nginx = await startNginx({ listenPort: await freePort(), originPort: counter.port });
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await counter?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(nginx.url + path, { headers });

async function adminToken(): Promise<string> {
  const res = await fetch(`${nginx.url}/api/admin/validate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function editTitle(token: string, title: string): Promise<void> {
  const res = await fetch(nginx.url + RECIPE, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title }),
  });
  expect(res.status, await res.text()).toBe(200);
}

const titleOf = async (res: Response) => ((await res.json()) as { title: string }).title;

describe('nginx in front (deploy/nginx.conf)', () => {
  it('serves a repeated public GET from its cache: the app sees it once per encoding', async () => {
    const path = '/api/recipes/vanilla-buttercream';
    counter.reset();
    const statuses: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { slug: string }).slug).toBe('vanilla-buttercream');
      statuses.push(res.headers.get('x-cache-status') ?? '');
    }
    expect(statuses[0]).toBe('MISS');
    expect(statuses.slice(1)).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT']);
    // Another browser's way of saying the same encodings shares the copy.
    const other = await get(path, { 'Accept-Encoding': 'br, gzip' });
    expect(other.headers.get('x-cache-status')).toBe('HIT');
    expect(counter.counts.get(`GET ${path}`)).toBe(1);
  });

  it('serves public answers to signed-in visitors from the cache, without a cookie', async () => {
    const register = await fetch(`${nginx.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: `cachebaker${Date.now().toString(36)}`,
        password: 'sourdough1',
        confirmPassword: 'sourdough1',
        name: 'Cache Baker',
        email: `cache${Date.now().toString(36)}@example.com`,
      }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/sid=/);

    const path = '/api/recipes/featured';
    await get(path);
    counter.reset();
    const res = await get(path, { Cookie: cookie });
    expect(res.headers.get('x-cache-status')).toBe('HIT');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(counter.total()).toBe(0);

    // Personal answers never come from the cache: both requests reach the app.
    for (const personal of ['/api/auth/me', '/api/favorites']) {
      counter.reset();
      for (let i = 0; i < 2; i++) {
        const answer = await get(personal, { Cookie: cookie });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-cache-status')).not.toBe('HIT');
        expect(answer.headers.get('cache-control')).toMatch(/no-store/);
      }
      expect(counter.counts.get(`GET ${personal}`)).toBe(2);
    }
  });

  it('shows an admin edit to everyone within the stated time, and at once to a request that asks past the cache', async () => {
    const token = await adminToken();
    expect((await get(RECIPE)).status).toBe(200);
    expect((await get(RECIPE)).headers.get('x-cache-status')).toBe('HIT');

    const title = `Edited loaf ${Date.now().toString(36)}`;
    await editTitle(token, title);
    // The device that saved asks with Cache-Control: no-cache (app/data/sync.ts): new at once,
    // and the new answer replaces the cached one for everyone.
    const fresh = await get(RECIPE, { 'Cache-Control': 'no-cache' });
    expect(fresh.headers.get('x-cache-status')).toBe('BYPASS');
    expect(await titleOf(fresh)).toBe(title);
    const next = await get(RECIPE);
    expect(next.headers.get('x-cache-status')).toBe('HIT');
    expect(await titleOf(next)).toBe(title);

    // Everyone else: once s-maxage has passed, one stale answer at most, then the new one.
    const second = `Edited again ${Date.now().toString(36)}`;
    const edited = Date.now();
    await editTitle(token, second);
    const seen: string[] = [];
    let visibleAfter = Infinity;
    while (Date.now() - edited < 4 * CACHE_SECONDS * 1000 + 5000) {
      const res = await get(RECIPE);
      const shown = await titleOf(res);
      seen.push(`${res.headers.get('x-cache-status')}:${shown === second ? 'new' : 'old'}`);
      if (shown === second) {
        visibleAfter = Date.now() - edited;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The stated bound (s-maxage + nginx's whole second), then the one stale answer nginx sends
    // while it refreshes (use_stale updating) and the next look, plus slack for a busy machine.
    expect(visibleAfter, seen.join(' ')).toBeLessThan(editVisibleWithinSeconds(CACHE_SECONDS) * 1000 + 2000);
    expect(seen[0]).toMatch(/^HIT:old$/);
  }, 60_000);

  it('hangs up an idle connection to the app before the app would, so no request meets a closing one', async () => {
    // A request that reaches the app (past the cache), then quiet past the app's keep-alive (5 s).
    const before = { ...counter.hangUps };
    const res = await get(RECIPE, { 'Cache-Control': 'no-cache' });
    expect(res.headers.get('x-cache-status')).toBe('BYPASS');
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(counter.hangUps.byNginx).toBeGreaterThan(before.byNginx);
    expect(counter.hangUps.byOrigin).toBe(before.byOrigin);
  }, 20_000);
});
