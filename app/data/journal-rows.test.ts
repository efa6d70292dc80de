import { describe, expect, it } from 'vitest';
import { journalEntryFrom } from './journal-rows';

const kept = {
  recipeId: 3,
  slug: 'vanilla-buttercream',
  title: 'Vanilla Buttercream',
  madeAt: 1,
  units: 'us',
  factor: 0.5,
  sizeLabel: 'Half',
  sizeFacts: 'Serves 6 (Half)',
  tool: null,
  lines: ['2 cups powdered sugar'],
  steps: ['Beat.'],
  recipeVersion: 7,
  recipeUpdatedAt: '2026-11-20T10:00:00.000Z',
  note: 'Piped best at 18 °C',
};

describe('a journal entry read back from the account', () => {
  it('reads an entry kept before bakes had stars, and one posted as a review', () => {
    expect(journalEntryFrom('old', kept)).toEqual({ ...kept, id: 'old' });
    expect(journalEntryFrom('new', { ...kept, rating: 4, reviewedAt: 9 })).toMatchObject({ rating: 4, reviewedAt: 9 });
  });

  it('is no entry when a field every bake has is missing', () => {
    const { note: _note, ...partial } = kept;
    expect(journalEntryFrom('part', partial)).toBeNull();
    expect(journalEntryFrom('gone', null)).toBeNull();
  });
});
