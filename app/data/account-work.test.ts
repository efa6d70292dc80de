import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasAccountWork } from './account-work';
import { db } from './db';
import { setSyncOwner } from './user-data/owner';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('whether the outbox and the account have work on this device', () => {
  it('a first visit has none', async () => {
    expect(await hasAccountWork()).toBe(false);
  });

  it('a queued change is work, signed in or not', async () => {
    await db.outbox.add({
      id: 'change-1',
      kind: 'analytics.event',
      payload: {},
      idempotencyKey: 'key-1',
      createdAt: 1,
      userId: null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
    });
    expect(await hasAccountWork()).toBe(true);
  });

  it('an account whose data the device holds is work', async () => {
    await setSyncOwner(7);
    expect(await hasAccountWork()).toBe(true);
  });
});
