import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { checkSession, login, logout } from './session';

const user = {
  id: 3,
  username: 'maple',
  name: null,
  email: null,
  firstName: null,
  lastName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let answer: (url: string) => Response;

beforeEach(async () => {
  await db.meta.clear();
  vi.stubGlobal('fetch', async (url: string) => answer(url));
});
afterEach(() => vi.unstubAllGlobals());

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('the session check (docs/product.md#accounts)', () => {
  it('is signed out on 401, and with no network and nobody remembered', async () => {
    answer = () => json(401, { message: 'Not authenticated' });
    expect(await checkSession()).toBeNull();
    answer = offline;
    expect(await checkSession()).toBeNull();
  });

  it('keeps the last signed-in user when the network is down, until the server answers 401 or they log out', async () => {
    answer = () => json(200, user);
    await login({ username: 'maple', password: 'sourdough1' });
    answer = offline;
    expect(await checkSession()).toEqual(user);

    answer = () => json(401, { message: 'Not authenticated' });
    expect(await checkSession()).toBeNull();
    answer = offline;
    expect(await checkSession()).toBeNull();

    answer = () => json(200, user);
    expect(await checkSession()).toEqual(user);
    await logout();
    answer = offline;
    expect(await checkSession()).toBeNull();
  });

  it('throws on other failures (the provider logs them and treats the visitor as signed out)', async () => {
    answer = () => json(500, { message: 'Internal error' });
    await expect(checkSession()).rejects.toMatchObject({ status: 500 });
  });
});

describe('the session check in a browser (the signed_in hint cookie)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks nobody when the browser has no hint and nobody is remembered, and asks the server when it has one', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return json(200, user);
    });
    vi.stubGlobal('document', { cookie: 'theme=warm' });
    expect(await checkSession()).toBeNull();
    expect(asked).toEqual([]);

    vi.stubGlobal('document', { cookie: 'theme=warm; signed_in=1' });
    expect(await checkSession()).toEqual(user);
    expect(asked).toEqual(['/api/auth/me']);
  });

  it('still asks when a user is remembered on the device but the hint is gone (the session may have ended)', async () => {
    answer = () => json(200, user);
    await login({ username: 'maple', password: 'sourdough1' });
    vi.stubGlobal('document', { cookie: '' });
    answer = () => json(401, { message: 'Not authenticated' });
    expect(await checkSession()).toBeNull();
    expect(await db.meta.get('sessionUser')).toBeUndefined();
  });
});
