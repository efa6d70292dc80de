import { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/harness';
import { writesOnly } from './routing';

const ok = () => undefined;

describe('writesOnly', () => {
  it('takes a router of writes and refuses one that has a read route or a middleware of its own', () => {
    const writes = Router();
    writes.post('/', ok);
    writes.put('/:slug', ok, ok);
    writes.delete('/:slug', ok);
    expect(() => writesOnly(writes)).not.toThrow();

    const withGet = Router();
    withGet.post('/', ok);
    withGet.get('/:slug', ok);
    expect(() => writesOnly(withGet)).toThrow(/read route at \/:slug/);
    const withAll = Router();
    withAll.all('/x', ok);
    expect(() => writesOnly(withAll)).toThrow(/read route at \/x/);
    const withHead = Router();
    withHead.head('/x', ok);
    expect(() => writesOnly(withHead)).toThrow(/read route/);
    const withMiddleware = Router();
    withMiddleware.use(ok);
    expect(() => writesOnly(withMiddleware)).toThrow(/a middleware/);
  });
});

describe('/api/recipes with the admin writes mounted ahead of the reads', () => {
  it('serves GET and HEAD of a recipe and of the list from the public router', async () => {
    const { app } = await makeTestApp();
    for (const path of ['/api/recipes/vanilla-buttercream', '/api/recipes', '/api/recipes/featured']) {
      const get = await request(app).get(path).set('Accept-Encoding', 'identity').expect(200);
      const head = await request(app).head(path).set('Accept-Encoding', 'identity').expect(200);
      expect(head.headers['content-type'], path).toBe(get.headers['content-type']);
      expect(head.headers.etag, path).toBe(get.headers.etag);
      expect(head.headers['content-security-policy'], path).toBe(get.headers['content-security-policy']);
    }
    await request(app).head('/api/recipes/no-such-recipe').expect(404);
  });

  it('answers OPTIONS with the methods of every router at the path, in JSON, and still lets the writes through', async () => {
    const { app } = await makeTestApp();
    const options = await request(app).options('/api/recipes/vanilla-buttercream').expect(200);
    // Both the public reads and the admin writes answer there (Express alone said 'DELETE, PUT', in text).
    expect(options.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PUT');
    expect(options.headers['content-type']).toMatch(/application\/json/);
    expect(options.body).toEqual({ allow: ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PUT'] });
    expect((await request(app).options('/api/recipes').expect(200)).headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    for (const write of [
      request(app).put('/api/recipes/vanilla-buttercream').send({}),
      request(app).delete('/api/recipes/vanilla-buttercream'),
      request(app).post('/api/recipes').send({}),
    ]) {
      const res = await write.expect(401);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it('answers unknown API paths and methods with the JSON { message } 404', async () => {
    const { app } = await makeTestApp({ seed: false });
    for (const [method, path, message] of [
      ['get', '/api/nope', 'No API route for GET /nope'],
      ['get', '/api/recipes/a/b', 'No API route for GET /recipes/a/b'],
      ['patch', '/api/recipes/x', 'No API route for PATCH /recipes/x'],
      ['post', '/api/health', 'No API route for POST /health'],
      ['get', '/api', 'No API route for GET /'],
    ] as const) {
      const res = await request(app)[method](path).expect(404);
      expect(res.headers['content-type'], path).toBe('application/json; charset=utf-8');
      expect(res.body, path).toEqual({ message });
    }
  });
});
