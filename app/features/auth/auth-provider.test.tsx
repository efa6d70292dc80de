// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeStamp } from '../../../shared/user-data/hlc';
import { toastStore } from '../../components/ui/toast-store';
import { db } from '../../data/db';
import { enqueue, flushOutbox, outboxState, setRetryTimerEnabled } from '../../data/outbox';
import { queryClient } from '../../lib/query-client';
import { AuthProvider, useAuth, useAuthDialog, type AuthContextValue } from '.';

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
let answer: (method: string, url: string) => Response | Promise<Response>;

beforeEach(async () => {
  setRetryTimerEnabled(false);
  await Promise.all(db.tables.map((t) => t.clear()));
  toastStore.setState([], true);
  answer = (_method, url) => (url === '/api/auth/me' ? json(401, { message: 'Not authenticated' }) : json(200, []));
  // The server's script-readable hint that this browser may hold a session: with it, the
  // provider asks GET /api/auth/me (app/data/session.ts), as these tests expect.
  document.cookie = 'signed_in=1';
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => answer(init.method ?? 'GET', url));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAuth() {
  const auth: { current: AuthContextValue | null } = { current: null };
  function Probe() {
    auth.current = useAuth();
    return null;
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return auth;
}

/** A favorite's change of the baker's own data, as the heart queues it. */
const favoriteAdd = (recipeId: number) => ({
  changes: [
    {
      op: 'set' as const,
      c: 'favorites' as const,
      id: String(recipeId),
      t: encodeStamp({ wall: Date.now(), count: 0, node: 'phone01' }),
      fields: { savedAt: Date.now() },
    },
  ],
});

const lastToast = () => toastStore.getState()[0];

describe('outside their providers', () => {
  it('useAuth and useAuthDialog throw', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const UsesAuth = () => (useAuth(), null);
    const UsesDialog = () => (useAuthDialog(), null);
    expect(() => render(<UsesAuth />)).toThrow('useAuth must be used within an AuthProvider');
    expect(() => render(<UsesDialog />)).toThrow('useAuthDialog must be used within an AuthDialogProvider');
  });
});

describe('AuthProvider operations (docs/product.md#accounts)', () => {
  it('login: the username stands in for a missing name; a refusal shows the server message and re-throws', async () => {
    const auth = renderAuth();
    await waitFor(() => expect(auth.current?.isLoading).toBe(false));
    expect(auth.current?.user).toBeNull();

    answer = () => json(401, { message: 'Invalid username or password' });
    await act(() =>
      expect(auth.current!.login({ username: 'maple', password: 'x' })).rejects.toMatchObject({ status: 401 }),
    );
    expect(lastToast()).toMatchObject({
      title: 'Login failed',
      description: 'Invalid username or password',
      variant: 'destructive',
    });

    answer = () => {
      throw new TypeError('offline');
    };
    await act(() => expect(auth.current!.login({ username: 'maple', password: 'x' })).rejects.toThrow());
    // No server message: the toast says why instead of repeating its title.
    expect(lastToast()).toMatchObject({
      title: 'Login failed',
      description: 'The server could not be reached. Check your connection and try again.',
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(() => expect(auth.current!.login({ username: 'maple', password: 'x' })).rejects.toThrow());
      expect(lastToast()).toMatchObject({
        title: 'Login failed',
        description: "You're offline. Connect to the internet to sign in.",
      });
      await act(() =>
        expect(
          auth.current!.register({ username: 'maple', password: 'x', confirmPassword: 'x', name: '', email: '' }),
        ).rejects.toThrow(),
      );
      expect(lastToast()).toMatchObject({
        title: 'Registration failed',
        description: "You're offline. Connect to the internet to create an account.",
      });
    } finally {
      onLine.mockRestore();
    }

    answer = (_method, url) => (url === '/api/auth/login' ? json(200, user) : json(200, []));
    await act(() => auth.current!.login({ username: 'maple', password: 'sourdough1' }));
    expect(lastToast()).toMatchObject({ title: 'Login successful', description: 'Welcome back, maple!' });
    expect(auth.current?.user?.username).toBe('maple');
  });

  it('a login that answers before the session check keeps the user: the older answer does not sign them out', async () => {
    let answerCheck: (response: Response) => void = () => undefined;
    const check = new Promise<Response>((resolve) => (answerCheck = resolve));
    answer = (_method, url) =>
      url === '/api/auth/me' ? check : url === '/api/auth/login' ? json(200, user) : json(200, []);
    const auth = renderAuth();
    expect(auth.current?.isLoading).toBe(true);

    await act(() => auth.current!.login({ username: 'maple', password: 'sourdough1' }));
    expect(auth.current).toMatchObject({ isLoading: false, user: { username: 'maple' } });

    await act(async () => answerCheck(json(401, { message: 'Not authenticated' })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(auth.current?.user?.username).toBe('maple');
  });

  it('register: the welcome names the shop and the user; validation issues are shown in their own words', async () => {
    const auth = renderAuth();
    await waitFor(() => expect(auth.current?.isLoading).toBe(false));
    const input = {
      username: 'maple',
      password: 'sourdough1',
      confirmPassword: 'sourdough1',
      name: 'Maple Syrup',
      email: 'bad',
    };
    answer = () =>
      json(400, {
        message: 'email: Please enter a valid email address',
        issues: [{ path: 'email', message: 'Please enter a valid email address' }],
      });
    await act(() => expect(auth.current!.register(input)).rejects.toMatchObject({ status: 400 }));
    expect(lastToast()).toMatchObject({
      title: 'Registration failed',
      description: 'Please enter a valid email address',
    });

    answer = (_method, url) =>
      url === '/api/auth/register' ? json(201, { ...user, name: 'Maple Syrup' }) : json(200, []);
    await act(() => auth.current!.register({ ...input, email: '' }));
    expect(lastToast()).toMatchObject({
      title: 'Registration successful',
      description: 'Welcome to Sift & Story, Maple Syrup!',
    });
  });

  it("logout: clears the user's favorites and queued writes, keeps the cart; a failure says 'Logout failed'", async () => {
    answer = (_method, url) => (url === '/api/auth/me' ? json(200, user) : json(200, []));
    const auth = renderAuth();
    await waitFor(() => expect(auth.current?.user?.id).toBe(3));
    await db.favorites.bulkPut([
      { userId: 3, recipeId: 1, createdAt: 1 },
      { userId: 8, recipeId: 1, createdAt: 1 },
    ]);
    await db.cart.put({ key: 'class:1', id: 1, type: 'class', title: 'Bread', price: 6500, quantity: 1, addedAt: 1 });

    answer = () => json(500, { message: 'Internal error' });
    await act(() => expect(auth.current!.logout()).rejects.toMatchObject({ status: 500 }));
    expect(lastToast()).toMatchObject({
      title: 'Logout failed',
      description: 'Internal error',
      variant: 'destructive',
    });
    expect(auth.current?.user?.id).toBe(3);

    queryClient.setQueryData(['/api/orders', 3], [{ id: 1 }]);
    answer = () => json(200, { message: 'Logged out' });
    await act(() => auth.current!.logout());
    expect(queryClient.getQueryData(['/api/orders', 3])).toBeUndefined();
    expect(lastToast()).toMatchObject({
      title: 'Logout successful',
      description: 'You have been logged out successfully.',
    });
    expect(auth.current?.user).toBeNull();
    expect(await db.favorites.toArray()).toEqual([{ userId: 8, recipeId: 1, createdAt: 1 }]);
    expect(await db.cart.count()).toBe(1);
  });

  it('logout offline says why it failed and keeps the user signed in (the session lives on the server)', async () => {
    answer = (_method, url) => (url === '/api/auth/me' ? json(200, user) : json(200, []));
    const auth = renderAuth();
    await waitFor(() => expect(auth.current?.user?.id).toBe(3));
    await db.favorites.put({ userId: 3, recipeId: 1, createdAt: 1 });
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(() => expect(auth.current!.logout()).rejects.toThrow());
    } finally {
      onLine.mockRestore();
    }
    expect(lastToast()).toMatchObject({
      title: 'Logout failed',
      description: "You're offline. Connect to the internet to log out.",
      variant: 'destructive',
    });
    expect(auth.current?.user?.id).toBe(3);
    expect(await db.favorites.count()).toBe(1);

    // Online but the server cannot be reached: that reason instead.
    await act(() => expect(auth.current!.logout()).rejects.toThrow());
    expect(lastToast()).toMatchObject({
      title: 'Logout failed',
      description: 'The server could not be reached. Check your connection and try again.',
    });
    expect(auth.current?.user?.id).toBe(3);
  });

  it("logout keeps the user's unsent favorite on the device and sends it when that user signs in again", async () => {
    answer = (_method, url) =>
      url === '/api/auth/me'
        ? json(200, user)
        : url.startsWith('/api/me/changes')
          ? json(503, { message: 'busy' })
          : json(200, []);
    const auth = renderAuth();
    await waitFor(() => expect(auth.current?.user?.id).toBe(3));
    await act(async () => {
      await enqueue('me.changes', favoriteAdd(5), { flush: false });
      await flushOutbox();
    });
    expect(await db.outbox.count()).toBe(1);

    const sent: string[] = [];
    const earlier = answer;
    answer = (method, url) => {
      sent.push(`${method} ${url}`);
      return url === '/api/auth/logout' ? json(200, { message: 'Logged out' }) : earlier(method, url);
    };
    await act(() => auth.current!.logout());
    expect(auth.current?.user).toBeNull();
    expect(await db.favorites.count()).toBe(0);
    expect((await db.outbox.toArray()).map((r) => [r.kind, r.userId, r.status])).toEqual([
      ['me.changes', 3, 'pending'],
    ]);
    expect(outboxState.getState().entries[0]?.waitingForSignIn).toBe(true);

    answer = (method, url) => {
      sent.push(`${method} ${url}`);
      return url === '/api/auth/login'
        ? json(200, user)
        : url === '/api/me/changes' && method === 'POST'
          ? json(200, { cursor: 1 })
          : json(200, []);
    };
    await act(() => auth.current!.login({ username: 'maple', password: 'sourdough1' }));
    // The 503 had set a backoff; signing in again starts it afresh, so it goes out without 'Send now'.
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(sent).toContain('POST /api/me/changes');
  });

  it('a 401 to a queued write signs the user out on this device (Sign In instead of Logout) and keeps the write', async () => {
    answer = (method, url) =>
      url === '/api/auth/me'
        ? json(200, user)
        : method === 'POST' && url === '/api/me/changes'
          ? json(401, { message: 'Not authenticated' })
          : json(200, []);
    const auth = renderAuth();
    await waitFor(() => expect(auth.current?.user?.id).toBe(3));
    await act(async () => {
      await enqueue('me.changes', favoriteAdd(5), { flush: false });
      await flushOutbox();
    });
    await waitFor(() => expect(auth.current?.user).toBeNull());
    expect((await db.outbox.toArray()).map((r) => [r.kind, r.userId, r.status])).toEqual([
      ['me.changes', 3, 'pending'],
    ]);
    await waitFor(async () => expect(await db.favorites.count()).toBe(0));
    expect(outboxState.getState().entries[0]?.waitingForSignIn).toBe(true);
  });
});
