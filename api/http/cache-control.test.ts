import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { adminToken, bearer } from '../test/admin';
import { makeTestApp, registerUser, type TestApp } from '../test/harness';
import { apiCacheClass, cacheHeaders, etagMatches } from './cache-control';

/**
 * docs/decisions/012-http-caching.md: what every route class tells a shared cache. The real
 * nginx in front is tested in deploy/nginx.test.ts.
 */
const PUBLIC = cacheHeaders(30);
const dists: string[] = [];
afterEach(() => {
  while (dists.length) rmSync(dists.pop()!, { recursive: true, force: true });
});

/** The real app over a small built front end (index.html, one hashed asset, sw.js). */
async function appWithPages(publicCacheSeconds = 30): Promise<TestApp> {
  const base = await makeTestApp({ config: { publicCacheSeconds } });
  const dist = mkdtempSync(join(tmpdir(), 'sift-dist-'));
  dists.push(dist);
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shell</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), `export const a = ${JSON.stringify('flour '.repeat(400))};`);
  const app = createApp({ db: base.db, config: base.config, distDir: dist, log: () => undefined });
  return { ...base, app, agent: () => request.agent(app) };
}

/** A signed-in visitor's cookies (sid and the signed_in hint), as a browser sends them. */
async function signedInCookie(t: TestApp): Promise<string> {
  const { username, password } = await registerUser(t.agent());
  const login = await request(t.app).post('/api/auth/login').send({ username, password }).expect(200);
  const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  expect(cookies.join('; ')).toMatch(/sid=.*signed_in=1|signed_in=1.*sid=/);
  await request(t.app).get('/api/auth/me').set('Cookie', cookies.join('; ')).expect(200);
  return cookies.join('; ');
}

const PUBLIC_ROUTES: { path: string; kind: 'catalog' | 'shop' }[] = [
  { path: '/', kind: 'catalog' },
  { path: '/recipes', kind: 'catalog' },
  { path: '/recipes/vanilla-buttercream', kind: 'catalog' },
  { path: '/shop', kind: 'shop' },
  { path: '/shop?tab=workshops', kind: 'shop' },
  { path: '/api/recipes', kind: 'catalog' },
  { path: '/api/recipes?tag=bread', kind: 'catalog' },
  { path: '/api/recipes/featured', kind: 'catalog' },
  { path: '/api/recipes/vanilla-buttercream', kind: 'catalog' },
  { path: '/api/sync/recipes?since=0', kind: 'catalog' },
  { path: '/api/shop/videos', kind: 'shop' },
  { path: '/api/shop/videos/featured', kind: 'shop' },
  { path: '/api/shop/workshops', kind: 'shop' },
];

describe('public answers', () => {
  it.each(PUBLIC_ROUTES)(
    'GET $path: public Cache-Control, ETag and 304, Vary on Accept-Encoding only, no cookie',
    async ({ path, kind }) => {
      const t = await appWithPages();
      const cookie = await signedInCookie(t);
      // A signed-in visitor gets the same answer as anyone: no Set-Cookie, nothing of theirs.
      const res = await request(t.app).get(path).set('Cookie', cookie).set('Accept-Encoding', 'gzip').expect(200);
      expect(res.headers['cache-control']).toBe(PUBLIC[kind]);
      // No stale-while-revalidate: a browser would answer from its stale copy without asking.
      expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      const etag = res.headers.etag;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const anonymous = await request(t.app).get(path).set('Accept-Encoding', 'gzip').expect(200);
      expect(anonymous.headers.etag).toBe(etag);
      expect(anonymous.text).toBe(res.text);
      // Revalidation: the same tag is a 304 without a body, alone or in a list.
      const again = await request(t.app).get(path).set('If-None-Match', etag!).expect(304);
      expect(again.text).toBe('');
      expect(again.headers['cache-control']).toBe(PUBLIC[kind]);
      await request(t.app).get(path).set('If-None-Match', `"other", ${etag}`).expect(304);
      await request(t.app).get(path).set('If-None-Match', '"other"').expect(200);
    },
  );

  it('a recipe edit changes the ETag of the answers it is in', async () => {
    const t = await appWithPages();
    const before = await request(t.app).get('/api/recipes/one-bowl-white-bread').expect(200);
    const page = await request(t.app).get('/recipes/one-bowl-white-bread').expect(200);
    const token = await adminToken(t);
    await request(t.app)
      .put('/api/recipes/one-bowl-white-bread')
      .set(bearer(token))
      .send({ title: 'One-Bowl White Bread, edited' })
      .expect(200);
    const after = await request(t.app)
      .get('/api/recipes/one-bowl-white-bread')
      .set('If-None-Match', before.headers.etag!)
      .expect(200);
    expect(after.body.title).toBe('One-Bowl White Bread, edited');
    const pageAfter = await request(t.app)
      .get('/recipes/one-bowl-white-bread')
      .set('If-None-Match', page.headers.etag!)
      .expect(200);
    expect(pageAfter.text).toContain('One-Bowl White Bread, edited');
  });

  it('takes its s-maxage from PUBLIC_CACHE_SECONDS', async () => {
    const t = await appWithPages(2);
    const res = await request(t.app).get('/api/recipes/featured').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=2');
  });

  it('hashed assets and uploaded images are immutable; sw.js is revalidated', async () => {
    const t = await appWithPages();
    for (const encoding of ['gzip', 'identity']) {
      const asset = await request(t.app).get('/assets/app-abc123.js').set('Accept-Encoding', encoding).expect(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['set-cookie']).toBeUndefined();
    }
    const sw = await request(t.app).get('/sw.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(apiCacheClass('GET', '/objects/abc')).toBe('personal'); // the upload URLs under /api/objects
  });
});

describe('personal answers', () => {
  it.each([
    ['/api/auth/me', 'user'],
    ['/api/favorites', 'user'],
    ['/api/orders', 'admin'],
    ['/api/admin/orders', 'admin'],
    ['/api/checkout/attempts/00000000-0000-4000-8000-000000000000', 'user'],
  ] as const)('GET %s is never stored', async (path, who) => {
    const t = await appWithPages();
    const headers: Record<string, string> =
      who === 'admin' ? bearer(await adminToken(t)) : { Cookie: await signedInCookie(t) };
    const res = await request(t.app).get(path).set(headers);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.headers['cache-control']).not.toMatch(/public|s-maxage/);
  });

  it('sign-in and registration answers, with their cookies, are private and never stored', async () => {
    const t = await appWithPages();
    const agent = t.agent();
    const { username, password } = await registerUser(agent);
    const login = await request(t.app).post('/api/auth/login').send({ username, password }).expect(200);
    expect(login.headers['set-cookie']).toBeDefined();
    expect(login.headers['cache-control']).toMatch(/no-store/);
    expect(login.headers['cache-control']).not.toMatch(/public/);
  });

  it.each([
    '/admin/dashboard',
    '/favorites',
    '/checkout',
    '/profile/edit',
    '/reset-password?token=abc',
    '/notices/unsubscribe?token=abc',
  ])('the page %s is private, and so is its redirect home for a visitor it is not for', async (path) => {
    const t = await appWithPages();
    const agent = t.agent();
    await registerUser(agent);
    const page = await agent.get(path).set('Cookie', 'has_cart=1').expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const away = await request(t.app).get(path);
    expect([200, 302]).toContain(away.status);
    expect(away.headers['cache-control']).toBe('private, no-store');
  });

  it('writes to public paths are not public', async () => {
    const t = await appWithPages();
    const res = await request(t.app).post('/api/recipes').send({});
    expect(res.status).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a public read does not look at the session: a bad cookie cannot change it', async () => {
    const t = await appWithPages();
    const plain = await request(t.app).get('/api/recipes/featured').expect(200);
    const odd = await request(t.app).get('/api/recipes/featured').set('Cookie', 'sid=%ZZ; signed_in=1').expect(200);
    expect(odd.text).toBe(plain.text);
    expect(odd.headers['set-cookie']).toBeUndefined();
  });
});

describe('etagMatches', () => {
  it('compares weakly, in lists and with *', () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
