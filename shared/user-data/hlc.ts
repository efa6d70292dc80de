/**
 * A hybrid logical clock (docs/decisions/011-merging-the-bakers-own-data.md). A stamp is the
 * wall time in ms, a counter and the node (device) that made it, written so that comparing the
 * strings compares the stamps: `0000lq2x9k0.0000.k3v9s2ab`. The wall part is the device's time
 * corrected by the server's (each pull tells the device the server's time), and never goes
 * below a stamp the device has already seen, so a write made after seeing another always sorts
 * after it, whatever the device's own clock says. Ties break on the node id.
 */
export interface Stamp {
  wall: number;
  count: number;
  node: string;
}

const WALL_DIGITS = 11;
const COUNT_DIGITS = 4;
const MAX_COUNT = 36 ** COUNT_DIGITS - 1;
export const NODE_PATTERN = /^[a-z0-9]{4,24}$/;
export const HLC_PATTERN = /^[0-9a-z]{11}\.[0-9a-z]{4}\.[a-z0-9]{4,24}$/;

export function encodeStamp({ wall, count, node }: Stamp): string {
  return `${Math.max(0, Math.floor(wall)).toString(36).padStart(WALL_DIGITS, '0')}.${count
    .toString(36)
    .padStart(COUNT_DIGITS, '0')}.${node}`;
}

export function decodeStamp(hlc: string): Stamp {
  const [wall = '0', count = '0', node = ''] = hlc.split('.');
  return { wall: parseInt(wall, 36), count: parseInt(count, 36), node };
}

/** The wall time of a stamp (ms since the epoch): when a note was written, for the screen. */
export const wallOf = (hlc: string) => decodeStamp(hlc).wall;

/**
 * The next stamp on `node` after `last` (the latest stamp this device made or saw) at `now`
 * (the device's time corrected by the server's): later than everything seen, also when the
 * device's clock stands still or runs back.
 */
export function nextStamp(last: string | null, now: number, node: string): string {
  const seen = last ? decodeStamp(last) : { wall: 0, count: 0 };
  if (now > seen.wall) return encodeStamp({ wall: now, count: 0, node });
  if (seen.count >= MAX_COUNT) return encodeStamp({ wall: seen.wall + 1, count: 0, node });
  return encodeStamp({ wall: seen.wall, count: seen.count + 1, node });
}

/** The later of two stamps (null: none yet). */
export const laterStamp = (a: string | null, b: string | null): string | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The server's guard against a device whose clock is far ahead (set wrong, never corrected by
 * a pull): a stamp more than `driftMs` past the server's time is moved back to that bound, so
 * one bad clock cannot win every later edit for months.
 */
export function clampStamp(hlc: string, serverNow: number, driftMs: number): string {
  const stamp = decodeStamp(hlc);
  const bound = serverNow + driftMs;
  return stamp.wall > bound ? encodeStamp({ ...stamp, wall: bound }) : hlc;
}
