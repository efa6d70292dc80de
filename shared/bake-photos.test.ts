import { describe, expect, it } from 'vitest';
import { bakePhotoField, bakePhotoIds } from './bake-photos';
import { journalFieldsSchema, wholeJournalEntrySchema } from './journal';
import { toolScaleSchema } from './schemas/user-data';
import { encodeStamp } from './user-data/hlc';
import { applyChange, foldChanges, liveFields, type Change } from './user-data/merge';

/**
 * A bake's photos, each its own field of the entry
 * (docs/decisions/045-a-bakes-photos-merge-across-devices.md): read in order from the fields, and
 * merged by the journal's own rules, so two devices naming photos at once both keep theirs.
 */
const P1 = '1'.repeat(32);
const P2 = '2'.repeat(32);
const P3 = '3'.repeat(32);
const OLD_A = 'a'.repeat(32);
const OLD_B = 'b'.repeat(32);

const at = (wall: number, node: string) => encodeStamp({ wall, count: 0, node });
const set = (t: string, fields: Record<string, unknown>): Change => ({
  op: 'set',
  c: 'journal',
  id: 'bake-1',
  t,
  fields,
});
const photosOf = (changes: Change[]) => bakePhotoIds(liveFields(foldChanges(null, changes))!);

describe('a bake’s photos read from its fields', () => {
  it('lists the old array first, then the named ones oldest first, each once, minus the removed', () => {
    expect(
      bakePhotoIds({
        note: 'Crisp',
        photos: [OLD_B, OLD_A],
        [bakePhotoField(P2)]: 2000,
        [bakePhotoField(P1)]: 3000,
        [bakePhotoField(P3)]: 1000,
      }),
    ).toEqual([OLD_B, OLD_A, P3, P2, P1]);
    // Removed: from the array or from its own field, by a null in its field.
    expect(bakePhotoIds({ photos: [OLD_A, OLD_B], [bakePhotoField(OLD_A)]: null, [bakePhotoField(P1)]: null })).toEqual(
      [OLD_B],
    );
    // Named in both ways: shown once, where the array puts it.
    expect(bakePhotoIds({ photos: [OLD_A], [bakePhotoField(P1)]: 5, [bakePhotoField(OLD_A)]: 9 })).toEqual([OLD_A, P1]);
    // One time for two: the id orders them, the same on every device.
    expect(bakePhotoIds({ [bakePhotoField(P2)]: 7, [bakePhotoField(P1)]: 7 })).toEqual([P1, P2]);
    expect(bakePhotoIds({})).toEqual([]);
    expect(bakePhotoIds({ 'photo:nope': 1, photos: 'x' })).toEqual([]);
  });
});

describe('two devices naming photos on one bake', () => {
  const made = set(at(100, 'phone01'), { note: 'Crisp', photos: [OLD_A] });

  it('keeps both photos added at once, in either order of arrival', () => {
    const phone = set(at(2000, 'phone01'), { [bakePhotoField(P1)]: 2000 });
    const tablet = set(at(2000, 'tablet01'), { [bakePhotoField(P2)]: 2001 });
    expect(photosOf([made, phone, tablet])).toEqual([OLD_A, P1, P2]);
    expect(photosOf([made, tablet, phone])).toEqual([OLD_A, P1, P2]);
    expect(photosOf([tablet, phone, made])).toEqual([OLD_A, P1, P2]);
  });

  it('keeps an add on one and a removal of another on the other, in either order', () => {
    const named = set(at(1000, 'phone01'), { [bakePhotoField(P1)]: 1000 });
    const phoneAdds = set(at(3000, 'phone01'), { [bakePhotoField(P2)]: 3000 });
    const tabletRemoves = set(at(3000, 'tablet01'), { [bakePhotoField(P1)]: null });
    const tabletRemovesOld = set(at(3000, 'tablet01'), { [bakePhotoField(OLD_A)]: null });
    for (const order of [
      [made, named, phoneAdds, tabletRemoves, tabletRemovesOld],
      [made, named, tabletRemovesOld, tabletRemoves, phoneAdds],
      [tabletRemoves, phoneAdds, named, tabletRemovesOld, made],
    ])
      expect(photosOf(order)).toEqual([P2]);
  });

  it('the old whole-list field lost one of them (what each photo’s own field fixes)', () => {
    // Before: each device wrote the whole list, and the later write won.
    const phone = set(at(2000, 'phone01'), { photos: [OLD_A, P1] });
    const tablet = set(at(2000, 'tablet01'), { photos: [OLD_A, P2] });
    expect(applyChange(applyChange(null, phone), tablet).f.photos!.v).toEqual([OLD_A, P2]);
  });
});

describe('a journal entry’s photo fields at the edge', () => {
  const change = journalFieldsSchema(toolScaleSchema);
  const whole = wholeJournalEntrySchema(toolScaleSchema);
  const entry = {
    recipeId: 3,
    slug: 'vanilla-buttercream',
    title: 'Vanilla Buttercream',
    madeAt: 1,
    units: 'us',
    factor: 1,
    sizeLabel: 'Original',
    sizeFacts: 'Serves 12',
    tool: null,
    lines: [],
    steps: [],
    recipeVersion: 1,
    recipeUpdatedAt: '',
    note: '',
  };
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);

  it('takes a photo’s time or null, and the old array', () => {
    expect(change.safeParse({ [bakePhotoField(P1)]: 1_764_000_000_000 }).success).toBe(true);
    expect(change.safeParse({ [bakePhotoField(P1)]: null }).success).toBe(true);
    expect(change.safeParse({ photos: [P1, P2, P3] }).success).toBe(true);
    expect(whole.safeParse({ ...entry, photos: [OLD_A], [bakePhotoField(P1)]: 5 }).success).toBe(true);
  });

  it('refuses any other field, a bad id or value, and more than 3 photos in one change', () => {
    expect(messages(change.safeParse({ colour: 1 }))).toEqual(['colour: is not a field of a journal entry']);
    expect(messages(change.safeParse({ 'photo:abc': 1 }))).toEqual(['photo:abc: is not a field of a journal entry']);
    expect(change.safeParse({ [bakePhotoField(P1)]: -1 }).success).toBe(false);
    expect(change.safeParse({ [bakePhotoField(P1)]: 'soon' }).success).toBe(false);
    expect(change.safeParse({ [bakePhotoField(P1)]: 1.5 }).success).toBe(false);
    const four = Object.fromEntries(['1', '2', '3', '4'].map((d) => [bakePhotoField(d.repeat(32)), 1]));
    expect(messages(change.safeParse(four))).toEqual([': at most 3 photos']);
    // Removals do not count.
    expect(change.safeParse({ ...four, [bakePhotoField('4'.repeat(32))]: null }).success).toBe(true);
  });

  it('keeps a whole entry two devices left with more than 3 photos (refusing it would lose the bake)', () => {
    const four = Object.fromEntries(['1', '2', '3', '4'].map((d) => [bakePhotoField(d.repeat(32)), 1]));
    expect(whole.safeParse({ ...entry, ...four }).success).toBe(true);
    expect(whole.safeParse({ ...entry, colour: 1 }).success).toBe(false);
  });
});
