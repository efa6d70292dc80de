import express from 'express';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { builtFiles } from './static-files';

const dists: string[] = [];
afterEach(() => {
  while (dists.length) rmSync(dists.pop()!, { recursive: true, force: true });
});

const SCRIPT = `export const flour = ${JSON.stringify('flour sugar butter '.repeat(300))};`;

/** A built front end as the build leaves it: text files with their .gz and .br copies beside them. */
function builtApp() {
  const dist = mkdtempSync(join(tmpdir(), 'sift-static-'));
  dists.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'icons'));
  const withCopies = (file: string, text: string) => {
    writeFileSync(file, text);
    writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(text));
  };
  withCopies(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  withCopies(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {}); // ${'x'.repeat(3000)}`);
  // Under the build's threshold: no copies.
  writeFileSync(join(dist, 'assets', 'small-abc.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
  const app = express();
  app.use(builtFiles(dist, (file) => (file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')));
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  return { app, dist };
}

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One request exactly as given (no Accept-Encoding added), and the answer's bytes as they came
 * over the wire, not inflated (supertest adds the header and inflates).
 */
async function wire(app: express.Express, path: string, headers: Record<string, string> = {}): Promise<Wire> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise<Wire>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: (server.address() as AddressInfo).port, path, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('built files', () => {
  it('sends the brotli or gzip copy the build made, as it is, with the type of the file and Vary', async () => {
    const { app, dist } = builtApp();
    const file = join(dist, 'assets', 'app-abc123.js');
    for (const [accept, encoding, copy] of [
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['br;q=0, gzip', 'gzip', '.gz'],
      ['*', 'br', '.br'],
    ] as const) {
      const res = await wire(app, '/assets/app-abc123.js', { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(readFileSync(file + copy)), accept).toBe(true);
      expect(res.headers['content-length']).toBe(String(readFileSync(file + copy).length));
      const inflated = encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body);
      expect(inflated.toString()).toBe(SCRIPT);
    }
  });

  it('sends the file itself to a client that accepts neither, still with Vary', async () => {
    const { app } = builtApp();
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const res = await wire(app, '/assets/app-abc123.js', accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.body.toString()).toBe(SCRIPT);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    }
  });

  it('gives each encoding its own ETag, and a 304 for the one the client holds', async () => {
    const { app } = builtApp();
    const tags = new Map<string, string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await request(app).get('/assets/app-abc123.js').set('Accept-Encoding', accept).expect(200);
      expect(res.headers.etag).toBeTruthy();
      tags.set(accept, res.headers.etag!);
      const again = await request(app)
        .get('/assets/app-abc123.js')
        .set('Accept-Encoding', accept)
        .set('If-None-Match', res.headers.etag!)
        .expect(304);
      expect(again.headers.vary).toBe('Accept-Encoding');
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    expect(new Set(tags.values()).size).toBe(3);
    // Another encoding's tag is not this answer's.
    await request(app)
      .get('/assets/app-abc123.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', tags.get('gzip')!)
      .expect(200);
  });

  it('answers HEAD with the headers of the GET and no body, and a range of the bytes it would send', async () => {
    const { app, dist } = builtApp();
    const get = await request(app).get('/assets/app-abc123.js').set('Accept-Encoding', 'br').expect(200);
    const head = await request(app).head('/assets/app-abc123.js').set('Accept-Encoding', 'br').expect(200);
    for (const name of ['content-encoding', 'content-type', 'content-length', 'etag', 'vary', 'cache-control'])
      expect(head.headers[name], name).toBe(get.headers[name]);
    expect(head.text ?? '').toBe('');
    const plain = await wire(app, '/assets/app-abc123.js', { 'Accept-Encoding': 'identity', Range: 'bytes=0-19' });
    expect(plain.status).toBe(206);
    expect(plain.body.toString()).toBe(SCRIPT.slice(0, 20));
    const br = await wire(app, '/assets/app-abc123.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(br.status).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(readFileSync(join(dist, 'assets', 'app-abc123.js.br')).subarray(0, 10))).toBe(true);
  });

  it('sends a file rewritten after its copies were made as it is now, never the old copy', async () => {
    const { app, dist } = builtApp();
    const sw = join(dist, 'sw.js');
    const before = await request(app).get('/sw.js').set('Accept-Encoding', 'br').expect(200);
    expect(before.headers['content-encoding']).toBe('br');
    expect(before.headers['cache-control']).toBe('no-cache');
    // As a new release written in place would (the update prompt's journey does this to sw.js).
    appendFileSync(sw, '\n// new version\n');
    const later = new Date(Date.now() + 5000);
    utimesSync(sw, later, later);
    const after = await request(app).get('/sw.js').set('Accept-Encoding', 'br').expect(200);
    expect(after.headers['content-encoding']).toBeUndefined();
    expect(after.text).toContain('// new version');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('sends files without copies as they are, never a copy by its own name, and nothing for a write', async () => {
    const { app, dist } = builtApp();
    const css = await request(app).get('/assets/small-abc.css').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.text).toBe('body{margin:0}');
    const png = await wire(app, '/icons/icon-192.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.status).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.equals(readFileSync(join(dist, 'icons', 'icon-192.png')))).toBe(true);
    for (const path of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/sw.js.br'])
      expect((await request(app).get(path).set('Accept-Encoding', 'br')).status, path).toBe(404);
    const post = await request(app).post('/assets/app-abc123.js').set('Accept-Encoding', 'br');
    expect(post.status).toBe(404);
    expect(post.headers['content-encoding']).toBeUndefined();
    // A query string does not change the file.
    const query = await request(app).get('/assets/app-abc123.js?v=2').set('Accept-Encoding', 'gzip').expect(200);
    expect(query.headers['content-encoding']).toBe('gzip');
    await request(app).get('/assets/missing-abc.js').set('Accept-Encoding', 'br').expect(404);
  });

  it('sends the file itself when its copy disappears between the look and the send', async () => {
    const { app, dist } = builtApp();
    const file = join(dist, 'assets', 'app-abc123.js');
    rmSync(`${file}.br`);
    const res = await request(app).get('/assets/app-abc123.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    rmSync(`${file}.gz`);
    const plain = await request(app).get('/assets/app-abc123.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });
});
