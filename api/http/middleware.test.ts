import type { Express } from 'express';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp } from '../test/harness';

describe('API write rules', () => {
  it('refuses a non-JSON body with 415', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'text/plain')
      .send('username=a&password=b')
      .expect(415);
    expect(res.body.message).toBe('Content-Type must be application/json');
  });

  it('refuses a body over 100 KB with 413', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app)
      .post('/api/auth/login')
      .send({ username: 'a', password: 'x'.repeat(110_000) })
      .expect(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('refuses malformed JSON with 400', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ')
      .expect(400);
    expect(res.body.message).toBe('Request body is not valid JSON');
  });

  it('answers 400 with a message, never a 500, for a body that does not inflate as its Content-Encoding says', async () => {
    const { app } = await makeTestApp({ seed: false });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = async (path: string, encoding: string | null, body: Buffer) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (encoding) headers['Content-Encoding'] = encoding;
      const res = await fetch(base + path, { method: 'POST', headers, body: new Uint8Array(body) });
      return { status: res.status, body: (await res.json()) as { message?: string } };
    };
    try {
      const json = Buffer.from(JSON.stringify({ username: 'a', password: 'b' }));
      const gzipped = gzipSync(json);
      const bodies: [string, Buffer][] = [
        ['gzip', json],
        ['gzip', gzipped.subarray(0, gzipped.length - 12)],
        ['gzip', Buffer.from('\x1f\x8b garbage')],
        ['br', json],
        ['br', brotliCompressSync(json).subarray(0, 5)],
        ['deflate', json],
      ];
      // A write of every kind: signed out, the admin's sign-in, a visitor's survey, the checkout.
      for (const path of ['/api/auth/login', '/api/admin/validate', '/api/shop/workshop-survey', '/api/checkout'])
        for (const [encoding, body] of bodies) {
          const res = await post(path, encoding, body);
          expect(res.status, `${path} ${encoding}`).toBe(400);
          expect(res.body).toEqual({
            message: `Request body is not valid ${encoding} data (Content-Encoding: ${encoding})`,
          });
        }
      // An encoding no server inflates is a 415, as before.
      expect(await post('/api/auth/login', 'zstd', json)).toEqual({
        status: 415,
        body: { message: 'Request body could not be read' },
      });
      // A right one is read as the same JSON sent plain.
      const plain = await post('/api/auth/login', null, json);
      expect(plain.status).toBe(401);
      expect(await post('/api/auth/login', 'gzip', gzipped)).toEqual(plain);
      expect(await post('/api/auth/login', 'br', brotliCompressSync(json))).toEqual(plain);
      // A bomb inflates past the 100 KB limit: 413, without inflating the rest.
      expect(await post('/api/auth/login', 'gzip', gzipSync(Buffer.alloc(50_000_000, 32)))).toEqual({
        status: 413,
        body: { message: 'Request body is too large' },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a write from another origin with 403', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
    expect(res.body.message).toBe('Cross-site requests are not allowed');
    await request(app).post('/api/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
  });

  it('accepts a write from the same origin', async () => {
    const { app } = await makeTestApp({ seed: false });
    await request(app)
      .post('/api/auth/logout')
      .set('Host', 'bakery.test')
      .set('Origin', 'http://bakery.test')
      .expect(200);
  });

  it('answers 400 with a message, not a 500, for a path with a malformed %-escape', async () => {
    const { app } = await makeTestApp({ seed: false });
    for (const path of ['/api/recipes/%ZZ', '/api/recipes/%E0%A4%A', '/objects/%ZZ/400']) {
      const res = await request(app).get(path).expect(400);
      expect(res.body).toEqual({ message: 'The address is not valid: it has a malformed %-escape' });
    }
  });

  it('sends a strict Content-Security-Policy', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).get('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

/** One raw HTTP/1.1 exchange (Connection: close), so a test decides every header byte it sends. */
async function exchange(app: Express, request: string): Promise<{ status: number; headers: string[]; body: Buffer }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    const answer = await new Promise<Buffer>((resolve, reject) => {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks)));
      socket.on('error', reject);
      socket.write(request);
    });
    const split = answer.indexOf('\r\n\r\n');
    const [statusLine, ...headers] = answer.subarray(0, split).toString('latin1').split('\r\n');
    return {
      status: Number(statusLine!.split(' ')[1]),
      headers: headers.filter((h) => !/^date:/i.test(h)),
      body: answer.subarray(split + 4),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const request11 = (head: string, body = '') =>
  `${head}\nHost: bakery.test\nConnection: close\n\n`.replace(/\n/g, '\r\n') + body;

describe('requests that announce no body skip the JSON rules, with the same answers', () => {
  it('answers a GET without a body, with Content-Length: 0 and with a JSON body alike, security headers included', async () => {
    const { app } = await makeTestApp();
    const path = 'GET /api/recipes/vanilla-buttercream HTTP/1.1';
    const none = await exchange(app, request11(path));
    expect(none.status).toBe(200);
    expect(none.headers).toContain(
      "Content-Security-Policy: default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https: http:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self';manifest-src 'self'",
    );
    for (const header of [
      'X-Frame-Options: SAMEORIGIN',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: no-referrer',
      'Cross-Origin-Opener-Policy: same-origin',
    ])
      expect(none.headers).toContain(header);
    expect(none.headers.some((h) => /^x-powered-by/i.test(h))).toBe(false);
    const emptyBody = await exchange(app, request11(`${path}\nContent-Length: 0`));
    const jsonBody = await exchange(app, request11(`${path}\nContent-Type: application/json\nContent-Length: 2`, '{}'));
    for (const other of [emptyBody, jsonBody]) {
      expect(other.status).toBe(200);
      expect(other.headers).toEqual(none.headers);
      expect(other.body.equals(none.body)).toBe(true);
    }
  });

  it('still refuses a GET body that is malformed or nested too deeply', async () => {
    const { app } = await makeTestApp({ seed: false });
    const deep = '['.repeat(40) + ']'.repeat(40);
    const tooDeep = await exchange(
      app,
      request11(`GET /api/health HTTP/1.1\nContent-Type: application/json\nContent-Length: ${deep.length}`, deep),
    );
    expect([tooDeep.status, JSON.parse(tooDeep.body.toString())]).toEqual([
      400,
      { message: 'Request body is nested too deeply' },
    ]);
    const malformed = await exchange(
      app,
      request11('GET /api/health HTTP/1.1\nContent-Type: application/json\nContent-Length: 5', '{"a":'),
    );
    expect([malformed.status, JSON.parse(malformed.body.toString())]).toEqual([
      400,
      { message: 'Request body is not valid JSON' },
    ]);
  });

  it('validates a write that announces no body as an empty one, and still refuses a chunked non-JSON body', async () => {
    const { app } = await makeTestApp({ seed: false });
    const login = 'POST /api/auth/login HTTP/1.1';
    const expected = await exchange(
      app,
      request11(`${login}\nContent-Type: application/json\nContent-Length: 2`, '{}'),
    );
    expect(expected.status).toBe(400);
    for (const head of [
      login,
      `${login}\nContent-Length: 0`,
      `${login}\nContent-Type: text/plain\nContent-Length: 0`,
      `${login}\nContent-Type: application/json\nContent-Length: 0`,
    ]) {
      const answer = await exchange(app, request11(head));
      expect([answer.status, answer.body.toString()], head).toEqual([400, expected.body.toString()]);
    }
    const chunkedText = await exchange(
      app,
      request11(`${login}\nContent-Type: text/plain\nTransfer-Encoding: chunked`, '2\r\nhi\r\n0\r\n\r\n'),
    );
    expect([chunkedText.status, JSON.parse(chunkedText.body.toString())]).toEqual([
      415,
      { message: 'Content-Type must be application/json' },
    ]);
    const chunkedJson = await exchange(
      app,
      request11(`${login}\nContent-Type: application/json\nTransfer-Encoding: chunked`, '2\r\n{}\r\n0\r\n\r\n'),
    );
    expect([chunkedJson.status, chunkedJson.body.toString()]).toEqual([400, expected.body.toString()]);
  });
});
