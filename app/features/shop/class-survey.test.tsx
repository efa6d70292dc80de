// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../components/ui/toast-store';
import { db } from '../../data/db';
import { setRetryTimerEnabled } from '../../data/outbox';
import { ClassSurvey } from './class-survey';

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

async function answerSurvey() {
  render(<ClassSurvey />);
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maple@example.com' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Churros' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
  await waitFor(() => expect(lastToast()).toBeDefined());
}

describe('Class Interest Survey toasts (spec visitor 8)', () => {
  it('sent: thanks the visitor', async () => {
    await answerSurvey();
    expect(lastToast()).toMatchObject({ title: 'Thank you!', description: 'Your class ideas help plan the next season.' });
  });

  it('online but not taken by the server yet (a 500): says it is saved on the device, not that the visitor is offline', async () => {
    status = 500;
    await answerSurvey();
    expect(lastToast()).toMatchObject({ title: 'Thank you!', description: "Saved on this device: we'll send your answers as soon as the server responds." });
    expect(await db.outbox.count()).toBe(1);
  });

  it('offline: says the answers go out when the device is back online', async () => {
    online = false;
    await answerSurvey();
    expect(lastToast()).toMatchObject({ title: 'Thank you!', description: "You're offline: your answers will be sent when you're back online." });
    expect(await db.outbox.count()).toBe(1);
  });
});
