import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp } from '../test/harness';

describe('API write rules', () => {
  it('refuses a non-JSON body with 415', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/auth/login').set('Content-Type', 'text/plain').send('username=a&password=b').expect(415);
    expect(res.body.message).toBe('Content-Type must be application/json');
  });

  it('refuses a body over 100 KB with 413', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/auth/login').send({ username: 'a', password: 'x'.repeat(110_000) }).expect(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('refuses malformed JSON with 400', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"username": ').expect(400);
    expect(res.body.message).toBe('Request body is not valid JSON');
  });

  it('refuses a write from another origin with 403', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
    expect(res.body.message).toBe('Cross-site requests are not allowed');
    await request(app).post('/api/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
  });

  it('accepts a write from the same origin', async () => {
    const { app } = await makeTestApp({ seed: false });
    await request(app).post('/api/auth/logout').set('Host', 'bakery.test').set('Origin', 'http://bakery.test').expect(200);
  });

  it('sends a strict Content-Security-Policy', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).get('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
