import { describe, expect, it } from 'vitest';
import { JOURNAL_LIMITS } from '../../shared/journal';
import { encodeStamp } from '../../shared/user-data/hlc';
import { makeTestApp, registerUser } from '../test/harness';

/**
 * The baker's journal on the account (docs/product.md#recipes, "I made this"): entries travel as
 * changes of the `journal` collection of POST /api/me/changes, bounded at the edge
 * (shared/journal.ts): snapshot lines and steps, each line and step, the note, the whole change,
 * the body, and the entries per account. A refusal names the field and keeps nothing.
 */
const at = (wall: number) => encodeStamp({ wall, count: 0, node: 'phone01' });
const T0 = Date.UTC(2026, 10, 28);

const entry = {
  recipeId: 3,
  slug: 'vanilla-buttercream',
  title: 'Vanilla Buttercream',
  madeAt: T0,
  units: 'us',
  factor: 0.5,
  sizeLabel: 'Half',
  sizeFacts: 'Serves 12 (Half)',
  tool: null,
  lines: ['1/2 cup (113 g) unsalted butter, softened to cool room temperature', '2 cups (240 g) powdered sugar'],
  steps: ['Beat the butter on medium-high for 3 to 4 minutes.'],
  recipeVersion: 7,
  recipeUpdatedAt: '2026-11-20T10:00:00.000Z',
  note: 'Piped best at 18 °C',
};

async function baker() {
  const { agent } = await makeTestApp({ seed: false });
  const browser = agent();
  await registerUser(browser);
  return browser;
}
type Browser = Awaited<ReturnType<typeof baker>>;
const push = (browser: Browser, changes: unknown[]) => browser.post('/api/me/changes').send({ changes });
const set = (id: string, fields: Record<string, unknown>, wall = T0) => ({
  op: 'set',
  c: 'journal',
  id,
  t: at(wall),
  fields,
});
const journalItems = async (browser: Browser) =>
  (
    (await browser.get('/api/me/changes?since=0').expect(200)).body as {
      items: { c: string; id: string; state: { f: Record<string, { v: unknown }> } }[];
    }
  ).items.filter((item) => item.c === 'journal');

describe('the journal collection of POST /api/me/changes', () => {
  it('keeps an entry whole and its note edited later', async () => {
    const browser = await baker();
    await push(browser, [set('bake-1', entry)]).expect(200);
    await push(browser, [set('bake-1', { note: 'Too sweet: 10% less sugar next time' }, T0 + 1000)]).expect(200);
    const [item] = await journalItems(browser);
    expect(item.id).toBe('bake-1');
    expect(item.state.f.lines!.v).toEqual(entry.lines);
    expect(item.state.f.note!.v).toBe('Too sweet: 10% less sugar next time');
  });

  it('refuses oversized snapshots and notes with 400 naming the field, and keeps nothing', async () => {
    const browser = await baker();
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { lines: Array.from({ length: JOURNAL_LIMITS.lines + 1 }, () => '1 egg') },
        /^changes\.0\.fields\.lines: at most 300 lines/,
      ],
      [
        { lines: ['x'.repeat(JOURNAL_LIMITS.lineChars + 1)] },
        /^changes\.0\.fields\.lines\.0: must be at most 1000 characters/,
      ],
      [
        { steps: Array.from({ length: JOURNAL_LIMITS.steps + 1 }, () => 'Stir.') },
        /^changes\.0\.fields\.steps: at most 300 steps/,
      ],
      [
        { steps: ['x'.repeat(JOURNAL_LIMITS.stepChars + 1)] },
        /^changes\.0\.fields\.steps\.0: must be at most 5000 characters/,
      ],
      [
        { note: 'n'.repeat(JOURNAL_LIMITS.noteChars + 1) },
        /^changes\.0\.fields\.note: must be at most 2000 characters/,
      ],
      [{ units: 'imperial' }, /^changes\.0\.fields\.units/],
      [{ factor: -1 }, /^changes\.0\.fields\.factor/],
      [{ html: '<b>hi</b>' }, /^changes\.0\.fields/],
      // Within each bound, but past a change's 64 KB.
      [{ steps: Array.from({ length: 20 }, () => 's'.repeat(3500)) }, /A change is at most 64 KB/],
    ];
    for (const [fields, message] of cases) {
      const res = await push(browser, [set('bake-1', { ...entry, ...fields })]);
      expect(res.status, String(message)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await journalItems(browser)).toEqual([]);
  });

  it('refuses a body past 100 KB with 413', async () => {
    const browser = await baker();
    const res = await push(browser, [
      set('bake-1', { ...entry, steps: Array.from({ length: 30 }, () => 's'.repeat(4000)) }),
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(await journalItems(browser)).toEqual([]);
  });

  it('keeps at most 500 entries per account: the 501st is refused with 409', async () => {
    const browser = await baker();
    const small = { ...entry, lines: ['1 egg'], steps: ['Bake.'], note: '' };
    for (let start = 0; start < 500; start += 50) {
      const changes = Array.from({ length: 50 }, (_, i) => set(`bake-${start + i}`, small));
      await push(browser, changes).expect(200);
    }
    const res = await push(browser, [set('bake-500', small)]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You can keep at most 500 journal entries. Remove some before adding more.');
  });
});
