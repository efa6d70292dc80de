/**
 * The baker's own data on two devices, for `npm run bench` (docs/product.md#offline-and-sync):
 * the bytes a device downloads for the account's changes after one change elsewhere, and the
 * time from one device's change to the other device showing it (the push, then the other's
 * pull into its IndexedDB with the real client code, app/data/user-data, on fake-indexeddb),
 * median of 20, over loopback against the real API on a temporary SQLite file.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../api/app';
import { testConfig } from '../../api/config';
import { openDb } from '../../api/db/open';
import { db as device } from '../../app/data/db';
import { setOutboxUser, setRetryTimerEnabled } from '../../app/data/outbox';
import { pullUserData, startUserSync } from '../../app/data/user-data';
import { encodeStamp } from '../../shared/user-data/hlc';
import { median } from './stats';
import { fmt, type Row } from './table';

const ROUNDS = 20;

export async function measureUserSync(): Promise<{ deltaBytesAfterOneChange: number; convergeMsP50: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'sift-bench-user-sync-'));
  const sqlite = openDb(join(dir, 'bench.db'));
  const server = createApp({ db: sqlite, config: testConfig({ dataDir: dir }), log: () => undefined }).listen(
    0,
    '127.0.0.1',
  );
  const realFetch = globalThis.fetch;
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const registered = await realFetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'benchbaker',
        password: 'sourdough1',
        confirmPassword: 'sourdough1',
        name: 'B',
        email: 'b@example.com',
      }),
    });
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const userId = ((await registered.json()) as { id: number }).id;
    let counter = 0;
    /** The other device: a change pushed straight to the API. */
    const push = async (changes: unknown[]) => {
      const res = await realFetch(`${base}/api/me/changes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ changes }),
      });
      if (res.status !== 200) throw new Error(`push answered ${res.status}`);
    };
    const stamp = () => encodeStamp({ wall: Date.now(), count: counter++, node: 'laptop01' });

    // An account with a kitchen's worth of data: 40 list lines, 10 combos, ticks of 10 recipes.
    for (let i = 0; i < 40; i++)
      await push([
        {
          op: 'set',
          c: 'shoppingItems',
          id: `line-${i}`,
          t: stamp(),
          fields: {
            name: `ingredient ${i}`,
            amountText: '250 g',
            category: 'baking',
            recipeIds: [i + 1],
            ticked: false,
            updatedAt: Date.now(),
          },
        },
      ]);
    for (let i = 0; i < 10; i++)
      await push([
        {
          op: 'set',
          c: 'combos',
          id: `combo-${i}`,
          t: stamp(),
          fields: { createdAt: Date.now(), combo: { title: `Combo ${i}`, recipes: [] } },
        },
      ]);
    for (let i = 0; i < 10; i++)
      await push([
        { op: 'set', c: 'ticks', id: String(i + 1), t: stamp(), fields: { 0: '2 cups flour', 1: '1 tsp salt' } },
      ]);

    // This device: the real client code on fake-indexeddb, its requests sent to the server.
    let received = 0;
    globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
      const res = await realFetch(base + url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Cookie: cookie },
      });
      const body = await res.arrayBuffer();
      if (url.startsWith('/api/me/changes?')) received = body.byteLength;
      return new Response(body, { status: res.status, headers: res.headers });
    }) as typeof fetch;
    setRetryTimerEnabled(false);
    await Promise.all(device.tables.map((t) => t.clear()));
    setOutboxUser(userId);
    await startUserSync(userId);

    // One change elsewhere: one list line ticked in the store.
    await push([{ op: 'set', c: 'shoppingItems', id: 'line-7', t: stamp(), fields: { ticked: true } }]);
    await pullUserData();
    const deltaBytesAfterOneChange = received;

    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await push([{ op: 'set', c: 'shoppingItems', id: 'line-3', t: stamp(), fields: { ticked: round % 2 === 0 } }]);
      await pullUserData();
      const row = (await device.table('shoppingItems').get('line-3')) as { ticked: boolean } | undefined;
      if (row?.ticked !== (round % 2 === 0)) throw new Error('the change did not arrive');
      times.push(performance.now() - started);
    }
    return { deltaBytesAfterOneChange, convergeMsP50: median(times) };
  } finally {
    globalThis.fetch = realFetch;
    setOutboxUser(null);
    server.close();
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench table's rows. */
export async function userSyncRows(): Promise<Row[]> {
  const figures = await measureUserSync();
  return [
    {
      group: 'Offline',
      figure: 'User-data delta after one change (GET /api/me/changes)',
      value: `${fmt(figures.deltaBytesAfterOneChange)} bytes`,
      target: '',
      pass: null,
    },
    {
      group: 'Offline',
      figure: 'Two devices converge (push, then the other pulls into IndexedDB), p50',
      value: `${fmt(figures.convergeMsP50, 1)} ms`,
      target: '',
      pass: null,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await userSyncRows()) console.log(`${row.figure}: ${row.value}`);
}
