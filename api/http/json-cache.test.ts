import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { JsonCache } from './json-cache';

/** Non-ASCII on purpose: its UTF-8 bytes outnumber its characters. */
const recipe = { title: 'Crème brûlée ⅛ tsp, 65°F', notes: '’'.repeat(100) };
const list = Array.from({ length: 40 }, (_, i) => ({ ...recipe, id: i }));

function app() {
  const cache = new JsonCache({ maxBytes: 8 * 1024 * 1024 });
  let produced = 0;
  const server = express();
  server.get('/:key', (req, res) => {
    cache.send(req, res, 7, req.params.key, () => {
      produced += 1;
      return req.params.key === 'list' ? list : recipe;
    });
  });
  return { server, produced: () => produced };
}

describe('JsonCache', () => {
  it('sends the UTF-8 bytes of the JSON, the same on every request, produced once per version', async () => {
    const { server, produced } = app();
    for (const [key, value] of [
      ['one', recipe],
      ['list', list],
    ] as const) {
      const expected = Buffer.from(JSON.stringify(value), 'utf8');
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          await request(server)
            .get(`/${key}`)
            .set('Accept-Encoding', 'identity')
            .buffer(true)
            .parse((res, done) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => done(null, Buffer.concat(chunks)));
            }),
        );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect((answer.body as Buffer).equals(expected), key).toBe(true);
        expect(answer.headers['content-length']).toBe(String(expected.length));
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
      }
    }
    expect(produced()).toBe(2);
  });

  it('gzips a large body for a client that accepts it, answers If-None-Match with 304, and keeps small bodies plain', async () => {
    const { server } = app();
    const gzipped = await request(server).get('/list').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(JSON.stringify(list)); // supertest gunzips
    await request(server).get('/list').set('If-None-Match', gzipped.headers.etag!).expect(304);
    // 1,024 characters or fewer go out plain, whatever their size in bytes.
    expect(JSON.stringify(recipe).length).toBeLessThanOrEqual(1024);
    const small = await request(server).get('/one').set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual(recipe);
  });

  it('holds at most maxBytes of bodies and their gzipped copies, dropping the least recently used first', async () => {
    const cache = new JsonCache({ maxBytes: 100_000, maxEntryBytes: 60_000 });
    const produced: string[] = [];
    const server = express();
    server.get('/:key', (req, res) => {
      cache.send(req, res, 1, req.params.key, () => {
        produced.push(req.params.key);
        // About 30 KB of JSON per key, 90 KB for 'big'.
        return 'x'.repeat(req.params.key === 'big' ? 90_000 : 30_000);
      });
    });
    for (const key of ['a', 'b', 'c'])
      await request(server).get(`/${key}`).set('Accept-Encoding', 'identity').expect(200);
    expect(cache.size).toBe(3);
    await request(server).get('/a').set('Accept-Encoding', 'identity').expect(200); // a is now the most recent
    await request(server).get('/d').set('Accept-Encoding', 'identity').expect(200); // b goes
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    await request(server).get('/a').set('Accept-Encoding', 'identity').expect(200);
    await request(server).get('/b').set('Accept-Encoding', 'identity').expect(200);
    expect(produced).toEqual(['a', 'b', 'c', 'd', 'b']);
    // A gzipped copy counts toward the bound.
    const before = cache.bytes;
    const gzipped = await request(server).get('/d').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(cache.bytes).toBeGreaterThan(before);
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    // A body over maxEntryBytes is answered whole but not kept.
    const big = await request(server).get('/big').set('Accept-Encoding', 'identity').expect(200);
    expect(big.body).toBe('x'.repeat(90_000));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    await request(server).get('/big').set('Accept-Encoding', 'identity').expect(200);
    expect(produced.filter((k) => k === 'big')).toHaveLength(2);
  });
});
