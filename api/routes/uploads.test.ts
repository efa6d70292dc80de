import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDb } from '../db/open';
import { makeTestApp, type TestApp } from '../test/harness';
import { adminToken, bearer } from '../test/admin';
import { signUpload } from '../storage/upload-signing';

const MAX = 10_485_760;
const photo = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif', width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: '#c9955c' } })
    .toFormat(format)
    .toBuffer();

async function setup(): Promise<TestApp & { auth: Record<string, string> }> {
  const t = await makeTestApp({ seed: false });
  return { ...t, auth: bearer(await adminToken(t)) };
}

async function uploadUrl(t: TestApp & { auth: Record<string, string> }): Promise<string> {
  const res = await request(t.app).post('/api/objects/upload').set(t.auth).expect(200);
  return res.body.uploadURL as string;
}

const put = (t: TestApp, url: string, body: Buffer, type = 'image/png') =>
  request(t.app).put(url).set('Content-Type', type).send(body);

describe('the three upload calls', () => {
  it('upload URL -> PUT -> set-policy stores web-sized WebP variants served immutable', async () => {
    const t = await setup();
    const url = await uploadUrl(t);
    expect(url).toMatch(/^\/api\/objects\/upload\/[0-9a-f]{32}\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect(expires - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);

    const stored = await put(t, url, await photo('png')).expect(200);
    expect(stored.body.type).toBe('image/png');

    const policy = await request(t.app).put('/api/objects/set-policy').set(t.auth).send({ uploadURL: url }).expect(200);
    expect(policy.body.objectPath).toMatch(/^\/objects\/upload-[0-9a-f]{32}$/);

    for (const width of [400, 800, 1200]) {
      const image = await request(t.app).get(`${policy.body.objectPath}/${width}`).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(image.body as Buffer).metadata()).width).toBe(width);
    }
    // The staged original is gone; a repeat of set-policy gives the same path; the URL is spent.
    expect(readdirSync(join(t.dataDir, 'objects', '.staging'))).toEqual([]);
    const again = await request(t.app)
      .put('/api/objects/set-policy')
      .set(t.auth)
      .send({ uploadURL: `http://localhost${url}` })
      .expect(200);
    expect(again.body.objectPath).toBe(policy.body.objectPath);
    await put(t, url, await photo('png')).expect(409);
  });

  it.each(['jpeg', 'webp', 'gif', 'avif'] as const)(
    'accepts %s by its magic bytes, whatever the Content-Type says',
    async (format) => {
      const t = await setup();
      const url = await uploadUrl(t);
      const res = await put(t, url, await photo(format, 64, 48), 'application/octet-stream').expect(200);
      expect(res.body.type).toBe(`image/${format}`);
      await request(t.app).put('/api/objects/set-policy').set(t.auth).send({ uploadURL: url }).expect(200);
    },
  );

  it.each([
    ['text', Buffer.from('hello, this is not an image')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PDF', Buffer.from('%PDF-1.7\n...')],
  ])('refuses %s with 415 and keeps nothing', async (_name, body) => {
    const t = await setup();
    const url = await uploadUrl(t);
    const res = await put(t, url, body).expect(415);
    expect(res.body.message).toBe('Unsupported image type. Please upload a JPEG, PNG, WebP, GIF or AVIF image.');
    expect(readdirSync(join(t.dataDir, 'objects', '.staging'))).toEqual([]);
    await request(t.app).put('/api/objects/set-policy').set(t.auth).send({ uploadURL: url }).expect(409);
  });

  it('refuses an empty upload', async () => {
    const t = await setup();
    const res = await put(t, await uploadUrl(t), Buffer.alloc(0)).expect(400);
    expect(res.body.message).toMatch(/empty/);
  });

  it('a file with image magic bytes that is not an image fails at set-policy with 400', async () => {
    const t = await setup();
    const url = await uploadUrl(t);
    await put(
      t,
      url,
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
    ).expect(200);
    const res = await request(t.app).put('/api/objects/set-policy').set(t.auth).send({ uploadURL: url }).expect(400);
    expect(res.body.message).toBe('The image could not be read. Please try a different file.');
  });

  it('logs an unreadable image in one line, and answers a failure to store it as the server’s (500), not the sender’s', async () => {
    const logged: unknown[] = [];
    const t = await makeTestApp({ seed: false, log: (message) => logged.push(message) });
    const auth = bearer(await adminToken(t));
    const upload = async () =>
      (await request(t.app).post('/api/objects/upload').set(auth).expect(200)).body.uploadURL as string;

    const junk = await upload();
    await put(
      t,
      junk,
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
    );
    await request(t.app).put('/api/objects/set-policy').set(auth).send({ uploadURL: junk }).expect(400);
    expect(logged).toHaveLength(1);
    expect(String(logged[0])).toMatch(/^Upload [0-9a-f]{32}: the image could not be read \(.+\)$/);

    // A good image the server cannot write (its folder's name taken by a file).
    const good = await upload();
    await put(t, good, await photo('png')).expect(200);
    const id = /upload\/([0-9a-f]{32})/.exec(good)![1];
    writeFileSync(join(t.dataDir, 'objects', `upload-${id}`), 'in the way');
    const res = await request(t.app).put('/api/objects/set-policy').set(auth).send({ uploadURL: good }).expect(500);
    expect(res.body.message).not.toMatch(/could not be read|ENOTDIR|EEXIST/);
  });
});

describe('upload size limit', () => {
  it('answers 413 above 10 MB when the length is declared', async () => {
    const t = await setup();
    const body = Buffer.alloc(MAX + 1);
    (await photo('png', 8, 8)).copy(body);
    const res = await put(t, await uploadUrl(t), body).expect(413);
    expect(res.body.message).toMatch(/10 MB/);
  });

  it('accepts exactly 10 MB (magic bytes first)', async () => {
    const t = await setup();
    const body = Buffer.alloc(MAX);
    (await photo('png', 8, 8)).copy(body);
    await put(t, await uploadUrl(t), body).expect(200);
  });

  it('counts streamed (chunked) bytes and stops at 10 MB', async () => {
    const t = await setup();
    const url = await uploadUrl(t);
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: url,
            method: 'PUT',
            headers: { 'Content-Type': 'image/png', 'Transfer-Encoding': 'chunked' },
          },
          (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          },
        );
        req.on('error', reject);
        const chunk = Buffer.alloc(1024 * 1024, 1);
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(chunk);
        for (let i = 0; i < 11; i++) req.write(chunk);
        req.end();
      });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).message).toMatch(/10 MB/);
      expect(readdirSync(join(t.dataDir, 'objects', '.staging'))).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe('several server processes (WEB_CONCURRENCY)', () => {
  it('lets one PUT of an upload run at a time, whichever process each arrives at', async () => {
    const t = await setup();
    // A second process: its own connection to the same file, the same DATA_DIR and secret.
    const otherDb = openDb(join(t.dataDir, 'test.db'));
    const other = createApp({ db: otherDb, config: t.config, log: () => undefined });
    const url = await uploadUrl(t);
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      let finish!: () => void;
      const first = new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: url,
            method: 'PUT',
            headers: { 'Content-Type': 'image/png', 'Transfer-Encoding': 'chunked' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          },
        );
        req.on('error', reject);
        void photo('png', 8, 8).then((png) => {
          req.write(png.subarray(0, 16));
          finish = () => req.end(png.subarray(16));
        });
      });
      // The first PUT is receiving in this process once its bytes reach the staging folder.
      const staging = join(t.dataDir, 'objects', '.staging');
      while (!existsSync(staging) || readdirSync(staging).length === 0) await new Promise((r) => setTimeout(r, 20));

      const second = await put({ ...t, app: other }, url, await photo('png', 8, 8));
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('This upload is already in progress');

      finish();
      expect(await first).toBe(200);
      await request(other).put('/api/objects/set-policy').set(t.auth).send({ uploadURL: url }).expect(200);
    } finally {
      server.close();
      otherDb.close();
    }
  });
});

describe('signed URL checks', () => {
  it('answers 403 Request has expired for an expired URL', async () => {
    const t = await setup();
    const url = new URL(await uploadUrl(t), 'http://x');
    const id = url.pathname.split('/').pop()!;
    const past = Date.now() - 1000;
    const expired = `/api/objects/upload/${id}?expires=${past}&sig=${signUpload(t.config.sessionSecret!, id, past)}`;
    const res = await put(t, expired, await photo('png', 8, 8)).expect(403);
    expect(res.body.message).toBe('Request has expired');
  });

  it.each([
    ['a changed expiry', (u: URL) => u.searchParams.set('expires', String(Date.now() + 10 * 60 * 60 * 1000))],
    ['a changed signature', (u: URL) => u.searchParams.set('sig', 'A'.repeat(43))],
    ['no signature', (u: URL) => u.searchParams.delete('sig')],
    ['another id', (u: URL) => (u.pathname = `/api/objects/upload/${'0'.repeat(32)}`)],
  ])('answers 403 for %s', async (_name, tamper) => {
    const t = await setup();
    const url = new URL(await uploadUrl(t), 'http://x');
    tamper(url);
    await put(t, url.pathname + url.search, await photo('png', 8, 8)).expect(403);
  });

  it('refuses a URL signed with another secret (another server)', async () => {
    const t = await setup();
    const id = 'a'.repeat(32);
    const expires = Date.now() + 60_000;
    await put(
      t,
      `/api/objects/upload/${id}?expires=${expires}&sig=${signUpload('some-other-secret-0123456789', id, expires)}`,
      await photo('png', 8, 8),
    ).expect(403);
  });
});

describe('path traversal', () => {
  it.each(['..%2f..%2fetc%2fpasswd', '%2e%2e', '..', '%2fetc%2fpasswd', 'abc%00def', '.staging'])(
    'PUT /api/objects/upload/%s is refused',
    async (id) => {
      const t = await setup();
      const expires = Date.now() + 60_000;
      const res = await put(
        t,
        `/api/objects/upload/${id}?expires=${expires}&sig=${'A'.repeat(43)}`,
        await photo('png', 8, 8),
      );
      expect([403, 404]).toContain(res.status);
      expect(existsSync(join(t.dataDir, 'etc'))).toBe(false);
    },
  );

  it.each([
    '/api/objects/upload/../../../etc/passwd',
    '/etc/passwd',
    'file:///etc/passwd',
    '/api/objects/upload/%2e%2e%2f%2e%2e%2fsift.db?expires=1&sig=x',
    `/api/objects/upload/${'a'.repeat(32)}%00?expires=1&sig=x`,
    '../../objects/gallery-1',
  ])('set-policy refuses %s', async (uploadURL) => {
    const t = await setup();
    const res = await request(t.app).put('/api/objects/set-policy').set(t.auth).send({ uploadURL }).expect(400);
    expect(res.body.message).toBe('uploadURL is not an upload URL from this site');
  });

  it.each([
    '/objects/..%2ftest.db/800',
    '/objects/%2e%2e/800',
    '/objects/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/objects/%2fetc%2fpasswd/800',
    '/objects/a%00b/800',
    '/objects/.staging/400',
  ])('GET %s finds nothing', async (path) => {
    const t = await setup();
    const res = await request(t.app).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('a staged (not yet processed) upload cannot be fetched', async () => {
    const t = await setup();
    const url = await uploadUrl(t);
    await put(t, url, await photo('png', 8, 8)).expect(200);
    const id = new URL(url, 'http://x').pathname.split('/').pop()!;
    await request(t.app).get(`/objects/.staging/${id}`).expect(404);
    await request(t.app).get(`/objects/upload-${id}/800`).expect(404);
  });
});
