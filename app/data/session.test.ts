import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { checkSession, login, logout } from './session';

const user = { id: 3, username: 'maple', name: null, email: null, firstName: null, lastName: null, createdAt: '2026-01-01T00:00:00.000Z' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let answer: (url: string) => Response;

beforeEach(async () => {
  await db.meta.clear();
  vi.stubGlobal('fetch', async (url: string) => answer(url));
});
afterEach(() => vi.unstubAllGlobals());

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('the session check (spec visitor 4)', () => {
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
