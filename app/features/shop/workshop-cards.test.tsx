// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workshop } from '../../../shared/schemas/shop';
import { useToastStore } from '../../components/ui/toast-store';
import { db } from '../../data/db';
import { setRetryTimerEnabled } from '../../data/outbox';
import { WorkshopCards } from './workshop-cards';

const TITLE = 'Laminated Dough Day';
const workshop: Workshop = {
  id: 4,
  kind: 'workshop',
  title: TITLE,
  description: 'Croissants from scratch.',
  date: '2027-02-20T15:00:00.000Z',
  location: 'The Sift & Story kitchen',
  price: null,
  imageUrl: null,
  spotsAvailable: 0,
};

let online: boolean;
let status: number;

beforeEach(async () => {
  setRetryTimerEnabled(false);
  await Promise.all(db.tables.map((t) => t.clear()));
  useToastStore.setState({ toasts: [] });
  online = true;
  status = 201;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  vi.stubGlobal('fetch', async () => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(status < 300 ? { ok: true } : { message: 'oops' }), { status, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lastToast = () => useToastStore.getState().toasts[0];

async function notifyMe() {
  render(<WorkshopCards workshops={{ data: [workshop], isLoading: false, isError: false }} />);
  fireEvent.change(screen.getByLabelText('Email me when registration opens'), { target: { value: 'maple@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: `Notify Me about ${TITLE}` }));
  await waitFor(() => expect(lastToast()).toBeDefined());
}

describe('Notify Me toasts (spec visitor 8)', () => {
  it('sent: names the address that will be e-mailed', async () => {
    await notifyMe();
    expect(lastToast()).toMatchObject({ title: 'Interest registered!', description: "We'll e-mail maple@example.com when registration opens." });
  });

  it('online but not taken by the server yet (a 503): says it is saved on the device, not that the visitor is offline', async () => {
    status = 503;
    await notifyMe();
    expect(lastToast()).toMatchObject({ title: 'Interest registered!', description: "Saved on this device: we'll send it as soon as the server answers." });
    expect(await db.outbox.count()).toBe(1);
  });

  it('offline: says it goes out when the device is back online', async () => {
    online = false;
    await notifyMe();
    expect(lastToast()).toMatchObject({ title: 'Interest registered!', description: "You're offline: we'll send it as soon as you're back online." });
    expect(await db.outbox.count()).toBe(1);
  });
});
