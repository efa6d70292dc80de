// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRequest } from './admin-api';
import { saveAdminSession } from './admin-session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  saveAdminSession('admin_1_abc');
});
afterEach(() => vi.unstubAllGlobals());

describe("the admin's requests", () => {
  it('read past every cache (a public list must show their own save at once); writes do not need to', async () => {
    const sent: { method: string; cacheControl: string | null; auth: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        sent.push({
          method: init?.method ?? 'GET',
          cacheControl: headers.get('Cache-Control'),
          auth: headers.get('Authorization'),
        });
        return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await adminRequest('GET', '/api/recipes');
    await adminRequest('PUT', '/api/recipes/x', { title: 'T' });
    expect(sent).toEqual([
      { method: 'GET', cacheControl: 'no-cache', auth: 'Bearer admin_1_abc' },
      { method: 'PUT', cacheControl: null, auth: 'Bearer admin_1_abc' },
    ]);
  });
});
