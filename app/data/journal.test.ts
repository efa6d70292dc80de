import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { encodeStamp } from '../../shared/user-data/hlc';
import { db } from './db';
import { BakeTooLargeError, recordBake, removeBake, saveBakeNote, type BakeSnapshot } from './journal';
import { clearUserData, setOutboxUser, setRetryTimerEnabled } from './outbox';
import { pullUserData, startUserSync } from './user-data';
import {
  HALF_BUTTERCREAM_BAKE,
  realFetch,
  routeFetchTo,
  settleOutbox,
  signInAs,
  startApi,
  stopApi,
  type RunningApi,
} from './test-device';

/**
 * The baker's journal on this device against the real API (docs/product.md#recipes, "I made
 * this"): a bake kept offline and signed out stays on the device and joins the account at
 * sign-in; another device's bakes, note edits and removals arrive by the pull; sign-out takes
 * the journal off the device; a bake too large for the account is refused before it is kept.
 */
let api: RunningApi;
let base: string;
let cookie: string;
let userId: number;

const laptop = (wall: number) => encodeStamp({ wall, count: 0, node: 'laptop01' });
async function otherDevice(changes: unknown[]) {
  const res = await realFetch(`${base}/api/me/changes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ changes }),
  });
  expect(res.status).toBe(200);
}
async function serverJournal() {
  const res = await realFetch(`${base}/api/me/changes?since=0`, { headers: { Cookie: cookie } });
  const page = (await res.json()) as {
    items: { c: string; id: string; state: { f: Record<string, { v: unknown }>; del?: string } }[];
  };
  return page.items.filter((item) => item.c === 'journal');
}
/** recordChangeSoon queues on a timer: wait for it, then send. */
const settle = () => settleOutbox();

const HALF: BakeSnapshot = {
  ...HALF_BUTTERCREAM_BAKE,
  lines: ['1/2 cup (1 stick) unsalted butter, softened', '2 cups powdered sugar', '---To finish---', 'pinch of salt'],
  steps: ['Beat the butter for 2 minutes.', 'Add the sugar a cup at a time.'],
};

async function startServer() {
  api = await startApi();
  base = api.base;
  ({ id: userId, cookie } = await signInAs(base, 'journaler'));
  routeFetchTo(base, { cookie: () => cookie });
  setRetryTimerEnabled(false);
  await Promise.all(db.tables.map((t) => t.clear()));
}
afterAll(async () => {
  vi.unstubAllGlobals();
  await stopApi(api);
});

describe('the baker’s journal on this device', () => {
  it(
    'keeps a bake signed out, joins the account, follows the other device and leaves at sign-out',
    {
      timeout: 60_000,
    },
    async () => {
      await startServer();

      // Signed out (and so, offline or not, nothing queued): the bake is kept exactly as given.
      const mine = await recordBake(HALF);
      await settle();
      expect(await db.journal.get(mine.id)).toEqual({ ...HALF, id: mine.id });
      expect(await db.outbox.count()).toBe(0);

      // Sign-in: the bake joins the account with its snapshot.
      setOutboxUser(userId);
      await startUserSync(userId);
      await settle();
      const [onServer] = await serverJournal();
      expect(onServer.id).toBe(mine.id);
      expect(onServer.state.f.lines!.v).toEqual(HALF.lines);
      expect(onServer.state.f.sizeLabel!.v).toBe('Half');

      // The note edited here travels as the one field.
      await saveBakeNote(mine.id, 'Piped best at 18 °C; 3 min more beating');
      await settle();
      expect((await serverJournal())[0].state.f.note!.v).toBe('Piped best at 18 °C; 3 min more beating');

      // The laptop bakes it whole in metric and, later, edits this bake's note: both arrive by the pull.
      const { id: _id, ...fields } = {
        ...HALF,
        id: 'laptop-bake',
        factor: 1,
        sizeLabel: 'As written',
        units: 'metric',
      };
      await otherDevice([
        { op: 'set', c: 'journal', id: 'laptop-bake', t: laptop(Date.now()), fields },
        { op: 'set', c: 'journal', id: mine.id, t: laptop(Date.now() + 60_000), fields: { note: 'Laptop: too sweet' } },
      ]);
      await pullUserData();
      const rows = await db.journal.orderBy('madeAt').toArray();
      expect(rows.map((r) => [r.id, r.sizeLabel, r.note]).sort()).toEqual(
        [
          ['laptop-bake', 'As written', 'Piped best at 18 °C'],
          [mine.id, 'Half', 'Laptop: too sweet'],
        ].sort(),
      );
      // Its snapshot is kept whole: the lines of that day, not the recipe's.
      expect((await db.journal.get(mine.id))!.lines).toEqual(HALF.lines);

      // Removed on the laptop: gone here too; removed here: gone on the account.
      await otherDevice([{ op: 'delete', c: 'journal', id: 'laptop-bake', t: laptop(Date.now() + 120_000) }]);
      await pullUserData();
      expect(await db.journal.get('laptop-bake')).toBeUndefined();

      // Sign-out takes the journal off the device; signed in again, it comes back.
      setOutboxUser(null);
      await clearUserData(userId);
      expect(await db.journal.count()).toBe(0);
      setOutboxUser(userId);
      await startUserSync(userId);
      await settle();
      await pullUserData();
      expect((await db.journal.toArray()).map((r) => r.id)).toEqual([mine.id]);

      await removeBake(mine.id);
      await settle();
      expect((await serverJournal()).find((i) => i.id === mine.id)!.state.del).toBeTruthy();
    },
  );

  it('refuses a bake too large to travel before keeping anything', async () => {
    const before = await db.journal.count();
    const huge = { ...HALF, steps: Array.from({ length: 40 }, () => 'Fold gently. '.repeat(150)) };
    await expect(recordBake(huge)).rejects.toBeInstanceOf(BakeTooLargeError);
    expect(await db.journal.count()).toBe(before);
  });
});
