// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Workshop } from '../../../shared/schemas/shop';
import { db } from '../../data/db';
import { lastToast, outboxTestNetwork } from './outbox-test-network';
import { WorkshopCards } from './workshop-cards';

const TITLE = 'Laminated Dough Day';
const workshop: Workshop = {
  id: 4,
  kind: 'workshop',
  title: TITLE,
  description: 'Croissants from scratch.',
  date: '2027-02-20T15:00:00.000Z',
  timeZone: 'America/New_York',
  location: 'The Sift & Story kitchen',
  price: null,
  imageUrl: null,
  spotsAvailable: 0,
};

const network = outboxTestNetwork();

async function notifyMe() {
  render(<WorkshopCards workshops={{ data: [workshop], isLoading: false, isError: false }} />);
  fireEvent.change(screen.getByLabelText('Email me when registration opens'), {
    target: { value: 'maple@example.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: `Notify Me about ${TITLE}` }));
  await waitFor(() => expect(lastToast()).toBeDefined());
}

describe('Notify Me toasts (docs/product.md#shop)', () => {
  it('sent: names the address that will be e-mailed', async () => {
    await notifyMe();
    expect(lastToast()).toMatchObject({
      title: 'Interest registered!',
      description: "Check maple@example.com for a link to confirm, and we'll e-mail you when registration opens.",
    });
  });

  it('online but not taken by the server yet (a 503): says it is saved on the device, not that the visitor is offline', async () => {
    network.status = 503;
    await notifyMe();
    expect(lastToast()).toMatchObject({
      title: 'Interest registered!',
      description: "Saved on this device: we'll send it as soon as the server answers.",
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('offline: says it goes out when the device is back online', async () => {
    network.online = false;
    await notifyMe();
    expect(lastToast()).toMatchObject({
      title: 'Interest registered!',
      description: "You're offline: we'll send it as soon as you're back online.",
    });
    expect(await db.outbox.count()).toBe(1);
  });
});
