import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { noteView } from './collections';
import { clampStamp, decodeStamp, encodeStamp, nextStamp } from './hlc';
import { applyChange, foldChanges, isLive, liveFields, type Change } from './merge';

const at = (wall: number, node = 'phone01', count = 0) => encodeStamp({ wall, count, node });

describe('hybrid logical clock', () => {
  it('sorts as strings in time order, ties broken by node', () => {
    expect(at(999) < at(1000)).toBe(true);
    expect(at(1000, 'aaaa', 1) > at(1000, 'zzzz', 0)).toBe(true);
    expect(at(1000, 'aaaa') < at(1000, 'bbbb')).toBe(true);
    expect(decodeStamp(at(123456, 'node42', 7))).toEqual({ wall: 123456, count: 7, node: 'node42' });
  });

  it('never goes back: a clock behind what it has seen counts on from it', () => {
    const seen = at(5000, 'laptop01');
    const next = nextStamp(seen, 1000, 'phone01');
    expect(next > seen).toBe(true);
    expect(decodeStamp(next)).toEqual({ wall: 5000, count: 1, node: 'phone01' });
    expect(decodeStamp(nextStamp(next, 6000, 'phone01'))).toEqual({ wall: 6000, count: 0, node: 'phone01' });
  });

  it('moves a stamp far ahead of the server back to the allowed drift', () => {
    expect(decodeStamp(clampStamp(at(10_000_000), 1000, 500)).wall).toBe(1500);
    expect(clampStamp(at(1200), 1000, 500)).toBe(at(1200));
  });
});

describe('merging one item', () => {
  const set = (t: string, fields: Record<string, unknown>): Change => ({ op: 'set', c: 'cart', id: 'x', t, fields });
  const del = (t: string): Change => ({ op: 'delete', c: 'cart', id: 'x', t });

  it('resolves an add and a remove by the clock, in any order', () => {
    const add = set(at(20), { quantity: 2 });
    const remove = del(at(10));
    for (const order of [
      [add, remove],
      [remove, add],
    ])
      expect(liveFields(foldChanges(null, order))).toEqual({ quantity: 2 });
    const later = del(at(30));
    for (const order of [
      [add, later],
      [later, add],
    ])
      expect(isLive(foldChanges(null, order))).toBe(false);
  });

  it('gives any order of the same changes the same state (and a change applied twice changes nothing)', () => {
    const change = fc.oneof(
      fc
        .record({
          wall: fc.integer({ min: 1, max: 50 }),
          node: fc.constantFrom('aaaa', 'bbbb'),
          q: fc.integer({ min: 1, max: 3 }),
          f: fc.constantFrom('quantity', 'title'),
        })
        .map(({ wall, node, q, f }) => set(at(wall, node), { [f]: q })),
      fc
        .record({ wall: fc.integer({ min: 1, max: 50 }), node: fc.constantFrom('aaaa', 'bbbb') })
        .map(({ wall, node }) => del(at(wall, node))),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), fc.func(fc.integer()), (changes, key) => {
        const shuffled = [...changes].sort((a, b) => key(a.t) - key(b.t));
        const twice = [...changes, ...changes];
        const one = foldChanges(null, changes);
        expect(liveFields(foldChanges(null, shuffled))).toEqual(liveFields(one));
        expect(liveFields(foldChanges(null, twice))).toEqual(liveFields(one));
      }),
    );
  });

  it('clears a ticks item at a removal (lines ticked before it are gone, one ticked after it stands alone), in any order', () => {
    const tick = (wall: number, line: string, text: string | null = `line ${line}`): Change => ({
      op: 'set',
      c: 'ticks',
      id: '3',
      t: at(wall),
      fields: { [line]: text },
    });
    const clear: Change = { op: 'delete', c: 'ticks', id: '3', t: at(20) };
    const changes = [tick(10, '0'), tick(15, '1'), clear, tick(30, '2'), tick(5, '3')];
    for (const order of [changes, [...changes].reverse(), [clear, ...changes]]) {
      const state = foldChanges(null, order);
      expect(liveFields(state)).toEqual({ '2': 'line 2' });
      expect(Object.keys(state.f)).toEqual(['2']);
    }
    // A cart line keeps its fields through a removal, so a later edit brings back the whole line.
    const cart = foldChanges(null, [
      set(at(10), { quantity: 1, title: 'Lamination' }),
      del(at(20)),
      set(at(30), { quantity: 3 }),
    ]);
    expect(liveFields(cart)).toEqual({ quantity: 3, title: 'Lamination' });
    // Every order of any ticks, unticks and removals gives one state, and applying twice changes nothing.
    const change = fc.oneof(
      fc
        .record({
          wall: fc.integer({ min: 1, max: 50 }),
          node: fc.constantFrom('aaaa', 'bbbb'),
          line: fc.constantFrom('0', '1', '2'),
          ticked: fc.boolean(),
        })
        .map(({ wall, node, line, ticked }) => ({
          ...tick(wall, line, ticked ? `line ${line}` : null),
          t: at(wall, node),
        })),
      fc
        .record({ wall: fc.integer({ min: 1, max: 50 }), node: fc.constantFrom('aaaa', 'bbbb') })
        .map(({ wall, node }): Change => ({ op: 'delete', c: 'ticks', id: '3', t: at(wall, node) })),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), fc.func(fc.integer()), (changes, key) => {
        const shuffled = [...changes].sort((a, b) => key(a.t) - key(b.t));
        const one = foldChanges(null, changes);
        expect(foldChanges(null, shuffled)).toEqual(one);
        expect(foldChanges(null, [...changes, ...changes])).toEqual(one);
      }),
    );
  });

  it('keeps both texts of a note written on two devices from the same one, the later shown', () => {
    const first: Change = {
      op: 'note',
      c: 'recipeNotes',
      id: '1',
      t: at(100, 'phone01'),
      text: 'first',
      device: 'iPhone',
      replaces: [],
    };
    const laptop: Change = {
      op: 'note',
      c: 'recipeNotes',
      id: '1',
      t: at(300, 'laptop01'),
      text: 'less sugar',
      device: 'Mac',
      replaces: [first.t],
    };
    const phone: Change = {
      op: 'note',
      c: 'recipeNotes',
      id: '1',
      t: at(200, 'phone01'),
      text: '5 min longer',
      device: 'iPhone',
      replaces: [first.t],
    };
    for (const order of [
      [first, laptop, phone],
      [first, phone, laptop],
    ]) {
      expect(noteView(foldChanges(null, order))).toEqual({
        text: 'less sugar',
        updatedAt: 300,
        alsoWritten: [{ text: '5 min longer', device: 'iPhone', at: 200 }],
      });
    }
    // Written again after seeing both: one text, the others replaced.
    const state = foldChanges(null, [first, laptop, phone]);
    const resolved = applyChange(state, {
      op: 'note',
      c: 'recipeNotes',
      id: '1',
      t: at(400),
      text: 'both',
      device: 'iPhone',
      replaces: state.heads!.map((h) => h.id),
    });
    expect(noteView(resolved)).toEqual({ text: 'both', updatedAt: 400, alsoWritten: [] });
    // A replaced text delivered again does not come back.
    expect(noteView(applyChange(resolved, phone))).toEqual({ text: 'both', updatedAt: 400, alsoWritten: [] });
  });
});
