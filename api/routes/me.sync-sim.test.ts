import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp, registerUser } from '../test/harness';
import { noteView } from '../../shared/user-data/collections';
import { laterStamp, nextStamp } from '../../shared/user-data/hlc';
import {
  KEEPS_FIELDS_WHEN_REMOVED,
  MAX_NOTE_TEXTS,
  foldChanges,
  jsonKey,
  lastWrite,
  liveFields,
  type Change,
  type ItemState,
} from '../../shared/user-data/merge';

/**
 * Three devices of one account edit the baker's own data (favorites included) for hundreds of operations, going
 * offline and online, while the network loses answers after the server committed, answers 503,
 * and delivers a push twice. Each device is a model of app/data/user-data (its copy of the
 * items, the server's state with its unsent changes on top, an outbox sent in order with
 * Idempotency-Keys, a cursor) on the shared merge code, against the real server. At the end every
 * device and the server must hold the same data, and that data must be what the rules say all
 * the changes ever made add up to: nothing lost, nothing doubled.
 * Reproduce a failure with USER_SYNC_SEED=<seed printed>.
 */
const SEED = Number(process.env.USER_SYNC_SEED ?? 20261127);
const OPERATIONS = 700;

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}
type Rng = ReturnType<typeof prng>;

type Agent = ReturnType<typeof request.agent>;
type Fault = 'none' | 'lost' | 'error503' | 'duplicate';
interface Entry {
  change: Change;
  key: string;
}

const key = (c: string, id: string) => `${c}|${id}`;

class Device {
  items = new Map<string, { server: ItemState | null; state: ItemState }>();
  outbox: Entry[] = [];
  cursor = 0;
  online = true;
  last: string | null = null;
  offset = 0;
  /** Faults met, by kind. */
  faults = { lost: 0, error503: 0, duplicate: 0, lostPull: 0 };
  constructor(
    readonly name: string,
    readonly agent: Agent,
    /** How wrong this device's own clock is. */
    readonly skew: number,
  ) {}

  stamp(): string {
    this.last = nextStamp(this.last, Date.now() + this.skew + this.offset, this.name);
    return this.last;
  }

  edit(made: (t: string) => Change, all: Change[]): void {
    const change = made(this.stamp());
    all.push(change);
    const k = key(change.c, change.id);
    const item = this.items.get(k);
    this.items.set(k, { server: item?.server ?? null, state: foldChanges(item?.state, [change]) });
    this.outbox.push({ change, key: `sim-${this.name}-${all.length}` });
  }

  heads(c: string, id: string): string[] {
    return (this.items.get(key(c, id))?.state.heads ?? []).map((h) => h.id);
  }

  /** Sends the outbox in order; stops at the first failure (its later changes wait behind it). */
  async flush(rng: Rng, faults: { next503: boolean }, faultRate: number): Promise<void> {
    while (this.online && this.outbox.length) {
      const entry = this.outbox[0]!;
      const fault: Fault = rng.next() < faultRate ? rng.pick(['lost', 'error503', 'duplicate'] as const) : 'none';
      faults.next503 = fault === 'error503';
      const send = () =>
        this.agent
          .post('/api/me/changes')
          .set('Idempotency-Key', entry.key)
          .send({ changes: [entry.change] });
      const res = await send();
      faults.next503 = false;
      if (fault !== 'none') this.faults[fault]++;
      if (fault === 'lost') return; // committed, but the answer never came: sent again later
      if (res.status === 503) return;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (fault === 'duplicate') expect((await send()).status).toBe(200);
      this.outbox.shift();
    }
  }

  async pull(rng: Rng, faultRate: number): Promise<void> {
    for (;;) {
      const res = await this.agent.get(`/api/me/changes?since=${this.cursor}&limit=${1 + rng.int(60)}`).expect(200);
      if (rng.next() < faultRate) {
        this.faults.lostPull++;
        return; // the answer was lost on the way
      }
      const page = res.body as {
        items: { c: string; id: string; state: ItemState }[];
        cursor: number;
        hasMore: boolean;
        now: number;
      };
      for (const item of page.items) {
        const pending = this.outbox.map((e) => e.change).filter((c) => c.c === item.c && c.id === item.id);
        this.items.set(key(item.c, item.id), { server: item.state, state: foldChanges(item.state, pending) });
        this.last = laterStamp(this.last, lastWrite(item.state) || null);
        if (item.state.del) this.last = laterStamp(this.last, item.state.del);
      }
      this.offset = page.now - (Date.now() + this.skew);
      this.cursor = page.cursor;
      if (!page.hasMore) return;
    }
  }

  /** What the screens would show: every live item, as the device's tables hold it. */
  view(): Record<string, unknown> {
    const shown: Record<string, unknown> = {};
    for (const [k, { state }] of [...this.items].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const value = k.startsWith('recipeNotes|') ? noteView(state) : liveFields(state);
      if (value) shown[k] = JSON.parse(jsonKey(value));
    }
    return shown;
  }
}

const RECIPES = ['1', '2', '3'];
const CART = ['video:1', 'video:2', 'class:4', 'workshop:9'];
const FAVORITES = ['1', '2', '3', '4', '5'];
const SHOPPING = ['flour', 'butter', 'eggs', 'milk', 'yeast'];

function randomChange(rng: Rng, device: Device, t: string): Change {
  const roll = rng.int(100);
  if (roll < 22) {
    const id = rng.pick(CART);
    if (rng.next() < 0.3) return { op: 'delete', c: 'cart', id, t };
    const [type, n] = id.split(':') as [string, string];
    const fields: Record<string, unknown> = { quantity: 1 + rng.int(5) };
    if (rng.next() < 0.5)
      Object.assign(fields, {
        id: Number(n),
        type,
        title: `${type} ${n}`,
        price: 1000 + Number(n),
        addedAt: rng.int(1000),
      });
    return { op: 'set', c: 'cart', id, t, fields };
  }
  if (roll < 40) {
    const id = rng.pick(SHOPPING);
    if (rng.next() < 0.3) return { op: 'delete', c: 'shoppingItems', id, t };
    const fields = rng.pick([
      { ticked: rng.next() < 0.5 },
      {
        name: id,
        amountText: `${1 + rng.int(500)} g`,
        category: 'baking',
        recipeIds: [1],
        ticked: false,
        updatedAt: rng.int(1e6),
      },
    ]);
    return { op: 'set', c: 'shoppingItems', id, t, fields };
  }
  if (roll < 55)
    return {
      op: 'set',
      c: 'ticks',
      id: rng.pick(RECIPES),
      t,
      fields: { [String(rng.int(6))]: rng.next() < 0.6 ? `line ${rng.int(6)}` : null },
    };
  if (roll < 65) {
    const id = `combo-${rng.int(4)}`;
    if (rng.next() < 0.4) return { op: 'delete', c: 'combos', id, t };
    return {
      op: 'set',
      c: 'combos',
      id,
      t,
      fields: { createdAt: rng.int(1e6), combo: { title: `Combo ${rng.int(100)}` } },
    };
  }
  if (roll < 75)
    return {
      op: 'set',
      c: 'prefs',
      id: rng.pick(['*', ...RECIPES]),
      t,
      fields: rng.next() < 0.5 ? { unitSystem: rng.pick(['us', 'metric']) } : { size: rng.pick([0.5, 1, 2, 3]) },
    };
  if (roll < 85) {
    // A heart tapped on or off (docs/product.md#favorites): adds and removes of one recipe race across devices.
    const id = rng.pick(FAVORITES);
    if (rng.next() < 0.45) return { op: 'delete', c: 'favorites', id, t };
    return { op: 'set', c: 'favorites', id, t, fields: { savedAt: rng.int(1e6) } };
  }
  const id = rng.pick(RECIPES);
  return {
    op: 'note',
    c: 'recipeNotes',
    id,
    t,
    text: `note ${rng.int(1000)} from ${device.name}`,
    device: device.name,
    replaces: device.heads('recipeNotes', id),
  };
}

/** What every change ever made adds up to by the rules, computed from the changes alone. */
function expected(all: Change[]): Record<string, unknown> {
  const byItem = new Map<string, Change[]>();
  for (const change of all)
    byItem.set(key(change.c, change.id), [...(byItem.get(key(change.c, change.id)) ?? []), change]);
  const shown: Record<string, unknown> = {};
  for (const [k, changes] of [...byItem].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (k.startsWith('recipeNotes|')) {
      const notes = changes.filter((c): c is Change & { op: 'note' } => c.op === 'note');
      const replaced = new Set(notes.flatMap((n) => n.replaces));
      const heads = notes
        .filter((n) => !replaced.has(n.t))
        .sort((a, b) => (a.t < b.t ? 1 : -1))
        .slice(0, MAX_NOTE_TEXTS);
      const state: ItemState = {
        f: {},
        heads: heads.map((n) => ({ id: n.t, t: n.t, text: n.text, device: n.device })),
      };
      const view = noteView(state);
      if (view) shown[k] = JSON.parse(jsonKey(view));
      continue;
    }
    const fields: Record<string, { v: unknown; t: string }> = {};
    let removed = '';
    for (const change of changes) {
      if (change.op === 'delete') removed = change.t > removed ? change.t : removed;
      if (change.op !== 'set') continue;
      for (const [name, v] of Object.entries(change.fields))
        if (!fields[name] || change.t > fields[name].t) fields[name] = { v, t: change.t };
    }
    const written = Object.values(fields).reduce((acc, f) => (f.t > acc ? f.t : acc), '');
    // A removal clears the fields written before it, but for the kinds that keep them (cart, list lines).
    const kept = Object.entries(fields).filter(
      ([, f]) => KEEPS_FIELDS_WHEN_REMOVED.has(changes[0]!.c) || f.t > removed,
    );
    if (written && written > removed)
      shown[k] = JSON.parse(jsonKey(Object.fromEntries(kept.map(([n, f]) => [n, f.v]))));
  }
  return shown;
}

describe('three devices of one account, offline and online, with a faulty network', () => {
  it(`end identical and hold every change once (seed ${SEED})`, { timeout: 240_000 }, async () => {
    const { app } = await makeTestApp({ seed: false });
    const faults = { next503: false };
    const front = express();
    front.use((_req, res, next) =>
      faults.next503 ? void res.status(503).json({ message: 'Service Unavailable' }) : next(),
    );
    front.use(app);
    const first = request.agent(front);
    const { username, password } = await registerUser(first);
    const agents = [first, request.agent(front), request.agent(front)];
    for (const agent of agents.slice(1)) await agent.post('/api/auth/login').send({ username, password }).expect(200);
    const devices = agents.map(
      (agent, i) => new Device(['phone', 'laptop', 'tablet'][i]!.padEnd(6, '0'), agent, [-90_000, 0, 60_000][i]!),
    );

    const rng = prng(SEED);
    const all: Change[] = [];
    let flips = 0;
    try {
      for (let op = 0; op < OPERATIONS; op++) {
        const device = rng.pick(devices);
        const roll = rng.int(100);
        if (roll < 60) device.edit((t) => randomChange(rng, device, t), all);
        else if (roll < 72) {
          device.online = !device.online;
          flips++;
        } else if (device.online) {
          await device.flush(rng, faults, 0.3);
          await device.pull(rng, 0.15);
        }
      }
      // Everyone back online on a good network, until every outbox is empty.
      for (const device of devices) device.online = true;
      for (let round = 0; round < 5; round++) {
        for (const device of devices) await device.flush(rng, faults, 0);
        for (const device of devices) await device.pull(rng, 0);
      }
      const fresh = new Device('fresh0', first, 0);
      await fresh.pull(rng, 0);

      expect(flips).toBeGreaterThanOrEqual(50);
      expect(all.length).toBeGreaterThanOrEqual(300);
      const want = expected(all);
      expect(fresh.view()).toEqual(want);
      for (const device of devices) {
        expect(device.outbox).toEqual([]);
        expect(device.view()).toEqual(want);
      }
      // The server holds each item once, and each note text at most once.
      const notes = Object.entries(want).filter(([k]) => k.startsWith('recipeNotes|'));
      for (const [, note] of notes) {
        const texts = [
          (note as { text: string }).text,
          ...(note as { alsoWritten: { text: string }[] }).alsoWritten.map((o) => o.text),
        ];
        expect(new Set(texts).size).toBe(texts.length);
      }
      for (const kind of ['lost', 'error503', 'duplicate', 'lostPull'] as const)
        expect(
          devices.reduce((n, d) => n + d.faults[kind], 0),
          kind,
        ).toBeGreaterThanOrEqual(10);
    } catch (err) {
      console.error(`user sync simulation FAILED with seed ${SEED}: rerun with USER_SYNC_SEED=${SEED}`);
      throw err;
    }
  });
});
