import { laterStamp, nextStamp } from '../../../shared/user-data/hlc';
import { db } from '../db';

/**
 * This device's hybrid logical clock (shared/user-data/hlc.ts), kept in db.meta: its node id,
 * the latest stamp it made or saw, and how far its own clock is from the server's (each pull
 * says the server's time). A stamp is never earlier than one the device has seen, so an edit
 * made after seeing another device's sorts after it even when this device's clock is behind.
 */
const CLOCK_KEY = 'userDataClock';

interface ClockRow {
  node: string;
  last: string | null;
  /** Server time minus device time, in ms, at the last pull. */
  offset: number;
}

const randomId = (length: number) => {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => (b % 36).toString(36)).join('');
};

/** Two tabs of one device never make the same stamp: each adds its own letters to the node. */
const TAB = randomId(2);

async function readClock(): Promise<ClockRow> {
  const value = (await db.meta.get(CLOCK_KEY))?.value as Partial<ClockRow> | undefined;
  return {
    node: typeof value?.node === 'string' ? value.node : randomId(10),
    last: typeof value?.last === 'string' ? value.last : null,
    offset: typeof value?.offset === 'number' && Number.isFinite(value.offset) ? value.offset : 0,
  };
}

/**
 * The next stamp for a change made now, or `at` (one kept since a page closed: it sorts by when
 * it was made, still after every stamp this device has seen); in the caller's transaction when
 * it has db.meta.
 */
export async function tick(at = Date.now()): Promise<string> {
  const clock = await readClock();
  const stamp = nextStamp(clock.last, at + clock.offset, `${clock.node}${TAB}`);
  await db.meta.put({ key: CLOCK_KEY, value: { ...clock, last: stamp } });
  return stamp;
}

/** A pull's answer: the stamps it carried, and the server's time. */
export async function observe(stamps: readonly string[], serverNow: number): Promise<void> {
  const clock = await readClock();
  const last = stamps.reduce<string | null>((acc, stamp) => laterStamp(acc, stamp), clock.last);
  await db.meta.put({ key: CLOCK_KEY, value: { ...clock, last, offset: serverNow - Date.now() } });
}

/** The name a note's other text is shown with: "also written on iPhone at 9:40 AM". */
export function deviceName(
  userAgent = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? '',
): string {
  if (/iPhone/.test(userAgent)) return 'iPhone';
  if (/iPad/.test(userAgent)) return 'iPad';
  if (/Android/.test(userAgent)) return /Mobile/.test(userAgent) ? 'Android phone' : 'Android tablet';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'Mac';
  if (/Windows/.test(userAgent)) return 'Windows PC';
  if (/CrOS/.test(userAgent)) return 'Chromebook';
  if (/Linux/.test(userAgent)) return 'Linux computer';
  return 'another device';
}
