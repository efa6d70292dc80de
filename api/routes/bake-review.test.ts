import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { encodeStamp } from '../../shared/user-data/hlc';
import { makeTestApp } from '../test/harness';
import { adminAuth, approve, signedInBaker, someRecipe } from '../test/reviews';

/**
 * A bake turned into a review (docs/decisions/041-a-bake-becomes-a-review.md): the entry's stars
 * ('How did it turn out?') and the moment it was posted travel with the journal, bounded; the
 * post itself is the reviews' own call, so the review waits for approval and nothing of it, nor
 * of the bake, is public before the baker approves it.
 */
const at = (wall: number) => encodeStamp({ wall, count: 0, node: 'phone01' });
const T0 = Date.UTC(2026, 10, 28);

const bake = (recipe: { id: number; slug: string }) => ({
  recipeId: recipe.id,
  slug: recipe.slug,
  title: 'A recipe',
  madeAt: T0,
  units: 'us',
  factor: 1,
  sizeLabel: 'Original',
  sizeFacts: 'Serves 12',
  tool: null,
  lines: ['2 cups (240 g) powdered sugar'],
  steps: ['Beat the butter.'],
  recipeVersion: 1,
  recipeUpdatedAt: '2026-11-20T10:00:00.000Z',
  note: 'Rose beautifully; the crumb was tender.',
  rating: 4,
});
const set = (id: string, fields: Record<string, unknown>, wall = T0) => ({
  op: 'set',
  c: 'journal',
  id,
  t: at(wall),
  fields,
});

describe('a bake posted as a review', () => {
  it('keeps the stars on the entry, refuses stars out of 1 to 5, and records when it was posted', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const recipe = someRecipe(t);
    await ada.agent
      .post('/api/me/changes')
      .send({ changes: [set('bake-1', bake(recipe))] })
      .expect(200);
    const refused = await ada.agent
      .post('/api/me/changes')
      .send({ changes: [set('bake-1', { rating: 6 }, T0 + 1)] })
      .expect(400);
    expect(refused.body.message).toContain('changes.0.fields.rating');
    await ada.agent
      .post('/api/me/changes')
      .send({ changes: [set('bake-1', { rating: 5, reviewedAt: T0 + 2 }, T0 + 2)] })
      .expect(200);
    const items = (await ada.agent.get('/api/me/changes?since=0').expect(200)).body.items as {
      c: string;
      state: { f: Record<string, { v: unknown }> };
    }[];
    const fields = items.find((item) => item.c === 'journal')!.state.f;
    expect(fields.rating!.v).toBe(5);
    expect(fields.reviewedAt!.v).toBe(T0 + 2);
    expect(fields.note!.v).toBe('Rose beautifully; the crumb was tender.');
  });

  it('posts pending: nothing is public before the baker approves it, then the words are the note', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const ada = await signedInBaker(t, 'Ada');
    const recipe = someRecipe(t);
    const before = (await request(t.app).get(`/api/recipes/${recipe.slug}`).expect(200)).body.rating;
    await ada.agent
      .post('/api/me/changes')
      .send({ changes: [set('bake-1', bake(recipe))] })
      .expect(200);
    // What the dialog posts: the entry's stars and its note as the review's words.
    const posted = await ada.agent
      .post(`/api/recipes/${recipe.slug}/reviews`)
      .send({ rating: 4, text: 'Rose beautifully; the crumb was tender.', photo: null })
      .expect(201);
    expect(posted.body).toMatchObject({ status: 'pending', rating: 4 });
    expect((await request(t.app).get(`/api/recipes/${recipe.slug}/reviews`).expect(200)).body.reviews).toEqual([]);
    expect((await request(t.app).get(`/api/recipes/${recipe.slug}`).expect(200)).body.rating).toEqual(before);
    // Posting a second bake of the same recipe replaces the review (one per person per recipe).
    const again = await ada.agent
      .post(`/api/recipes/${recipe.slug}/reviews`)
      .send({ rating: 5, text: 'Even better at Half.', photo: null })
      .expect(201);
    expect(again.body.id).toBe(posted.body.id);
    await approve(t, auth, again.body.id);
    const shown = (await request(t.app).get(`/api/recipes/${recipe.slug}/reviews`).expect(200)).body.reviews;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ author: 'Ada', rating: 5, text: 'Even better at Half.' });
  });
});
