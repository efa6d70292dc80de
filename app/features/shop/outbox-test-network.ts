import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { db } from '../../data/db';
import { setRetryTimerEnabled } from '../../data/outbox';

/**
 * For tests of a shop write that goes through the outbox: an empty device, no toasts, and a
 * network the test sets (`online`: what the browser says; `status`: what the server answers).
 */
export function outboxTestNetwork() {
  const network = { online: true, status: 201 };
  beforeEach(async () => {
    setRetryTimerEnabled(false);
    await Promise.all(db.tables.map((t) => t.clear()));
    toastStore.setState([], true);
    network.online = true;
    network.status = 201;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => network.online });
    vi.stubGlobal('fetch', async () => {
      if (!network.online) throw new TypeError('Failed to fetch');
      const body = network.status < 300 ? { ok: true } : { message: 'oops' };
      return new Response(JSON.stringify(body), {
        status: network.status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return network;
}

export const lastToast = () => toastStore.getState()[0];
