import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../shared/schemas/recipe';
import { createApp } from '../app';
import { openDb } from '../db/open';
import { adminToken, bearer } from '../test/admin';
import { makeTestApp } from '../test/harness';
import { fastReads, keyedRead } from './fast-reads';
import { JsonCache } from './json-cache';

/** The header fields of an answer, without the two that change by the second or the socket. */
const fields = (res: request.Response) => {
  const { date: _date, connection: _connection, ...rest } = res.headers as Record<string, string>;
  return rest;
};

const CATALOG_URLS = [
  '/api/recipes/vanilla-buttercream',
  '/api/recipes',
  '/api/recipes/featured',
  '/api/sync/recipes?since=0',
  '/api/sync/recipes?since=3&limit=2',
];

describe('fast catalog reads (api/http/fast-reads.ts)', () => {
  it('answer a kept body with the same header fields as the full route: plain, gzipped and 304', async () => {
    const { app } = await makeTestApp();
    for (const url of CATALOG_URLS) {
      for (const encoding of ['identity', 'gzip']) {
        // The first request runs the full route (and keeps the body, then its gzipped copy); the next ones are hits.
        const first = await request(app).get(url).set('Accept-Encoding', encoding).expect(200);
        await request(app).get(url).set('Accept-Encoding', encoding).expect(200);
        const hit = await request(app).get(url).set('Accept-Encoding', encoding).expect(200);
        expect(fields(hit), `${url} ${encoding}`).toEqual(fields(first));
        expect(hit.text).toBe(first.text);
        expect(hit.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
        expect(hit.headers['set-cookie']).toBeUndefined();
        expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
        const notModified = await request(app).get(url).set('If-None-Match', hit.headers.etag!).expect(304);
        expect(notModified.headers.etag).toBe(hit.headers.etag);
        expect(notModified.headers.vary).toBe('Accept-Encoding');
        expect(notModified.headers['cache-control']).toBe(hit.headers['cache-control']);
        expect(notModified.text).toBe('');
      }
    }
  });

  it('serve an admin edit at once: the recipe, the list and the featured list', async () => {
    const t = await makeTestApp();
    const auth = bearer(await adminToken(t));
    const before = (await request(t.app).get('/api/recipes/vanilla-buttercream').expect(200)).body as Recipe;
    // Every read kept, and the delta from the recipe's version (empty until the edit).
    for (const url of [...CATALOG_URLS, `/api/sync/recipes?since=${before.version}`])
      for (let i = 0; i < 2; i++) await request(t.app).get(url).expect(200);
    await request(t.app)
      .put('/api/recipes/vanilla-buttercream')
      .set(auth)
      .send({ title: 'Vanilla Buttercream (edited)', featured: true })
      .expect(200);
    const recipe = (await request(t.app).get('/api/recipes/vanilla-buttercream').expect(200)).body as Recipe;
    expect(recipe.title).toBe('Vanilla Buttercream (edited)');
    expect(recipe.version).toBeGreaterThan(before.version);
    const byId = (await request(t.app).get(`/api/recipes/${before.id}`).expect(200)).body as Recipe;
    expect(byId.title).toBe('Vanilla Buttercream (edited)');
    const list = (await request(t.app).get('/api/recipes').expect(200)).body as Recipe[];
    expect(list.find((r) => r.slug === 'vanilla-buttercream')?.title).toBe('Vanilla Buttercream (edited)');
    const featured = (await request(t.app).get('/api/recipes/featured').expect(200)).body as Recipe[];
    expect(featured.find((r) => r.slug === 'vanilla-buttercream')?.title).toBe('Vanilla Buttercream (edited)');
    const synced = (await request(t.app).get('/api/sync/recipes?since=0').expect(200)).body as { recipes: Recipe[] };
    expect(synced.recipes.find((r) => r.slug === 'vanilla-buttercream')?.title).toBe('Vanilla Buttercream (edited)');
    const delta = (await request(t.app).get(`/api/sync/recipes?since=${before.version}`).expect(200)).body as {
      recipes: Recipe[];
    };
    expect(delta.recipes.map((r) => r.title)).toContain('Vanilla Buttercream (edited)');
    // A client holding the old copy gets the new one, not a 304.
    const etag = (await request(t.app).get('/api/recipes/vanilla-buttercream')).headers.etag!;
    await request(t.app).put('/api/recipes/vanilla-buttercream').set(auth).send({ title: 'Vanilla Buttercream' });
    await request(t.app).get('/api/recipes/vanilla-buttercream').set('If-None-Match', etag).expect(200);
  });

  it('serve an edit made through another server over the same file at once (WEB_CONCURRENCY)', async () => {
    const t = await makeTestApp();
    const otherDb = openDb(`${t.dataDir}/test.db`);
    try {
      const other = createApp({ db: otherDb, config: t.config, log: () => undefined });
      for (const url of CATALOG_URLS) for (let i = 0; i < 2; i++) await request(other).get(url).expect(200);
      await request(t.app)
        .put('/api/recipes/vanilla-buttercream')
        .set(bearer(await adminToken(t)))
        .send({ title: 'Vanilla Buttercream (elsewhere)' })
        .expect(200);
      const recipe = (await request(other).get('/api/recipes/vanilla-buttercream').expect(200)).body as Recipe;
      expect(recipe.title).toBe('Vanilla Buttercream (elsewhere)');
      const synced = (await request(other).get('/api/sync/recipes?since=0').expect(200)).body as { recipes: Recipe[] };
      expect(synced.recipes.find((r) => r.slug === 'vanilla-buttercream')?.title).toBe(
        'Vanilla Buttercream (elsewhere)',
      );
    } finally {
      otherDb.close();
    }
  });

  it('leave misses, HEAD, other spellings and a gzipped copy not made yet to the full route', async () => {
    const cache = new JsonCache({ maxBytes: 1024 * 1024 });
    const big = { text: 'x'.repeat(4000) };
    let routed = 0;
    const app = express();
    app.use(
      fastReads(
        [
          keyedRead(
            cache,
            () => 1,
            (url) => (url === '/thing' ? 'thing' : undefined),
          ),
        ],
        [['X-Fixed', 'yes']],
      ),
    );
    app.get(['/thing', '/Thing', '/other'], (req, res) => {
      routed += 1;
      res.setHeader('X-Fixed', 'yes');
      cache.send(req, res, 1, 'thing', () => big);
    });
    await request(app).get('/thing').set('Accept-Encoding', 'identity').expect(200); // miss: the route keeps it
    expect(routed).toBe(1);
    await request(app).get('/thing').set('Accept-Encoding', 'identity').expect(200);
    expect(routed).toBe(1);
    // supertest asks for gzip unless told otherwise: these must not make the gzipped copy yet.
    await request(app).head('/thing').set('Accept-Encoding', 'identity').expect(200);
    await request(app).get('/Thing').set('Accept-Encoding', 'identity').expect(200);
    await request(app).get('/other').set('Accept-Encoding', 'identity').expect(200);
    expect(routed).toBe(4);
    await request(app).get('/thing').set('Accept-Encoding', 'gzip').expect(200); // no gzipped copy yet
    expect(routed).toBe(4 + 1);
    const gzipped = await request(app).get('/thing').set('Accept-Encoding', 'gzip').expect(200);
    expect(routed).toBe(5);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['x-fixed']).toBe('yes');
    expect(JSON.parse(gzipped.text)).toEqual(big);
  });
});
