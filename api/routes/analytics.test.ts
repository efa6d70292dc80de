import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createRepos } from '../db/repos';
import { makeTestApp } from '../test/harness';

const event = {
  timestamp: '2025-04-01T10:00:00.000Z',
  recipeIds: [3, 7],
  recipeNames: ['Lemon Bars', 'Vanilla Buttercream'],
  comboTitle: 'Lemon Bars & Vanilla Buttercream',
};

describe('POST /api/analytics/combo-created', () => {
  it('stores the event and answers 201 { ok: true }', async () => {
    const { app, db } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/analytics/combo-created').send(event).expect(201);
    expect(res.body).toEqual({ ok: true });
    const [row] = createRepos(db).analytics.recentCombos();
    expect(row).toMatchObject({
      timestamp: event.timestamp,
      recipeIds: [3, 7],
      recipeNames: event.recipeNames,
      comboTitle: event.comboTitle,
      userId: null,
    });
  });

  it('stores a replay with the same Idempotency-Key once and answers it the same way', async () => {
    const { app, db } = await makeTestApp({ seed: false });
    const first = await request(app)
      .post('/api/analytics/combo-created')
      .set('Idempotency-Key', 'combo-key-0001')
      .send(event)
      .expect(201);
    const again = await request(app)
      .post('/api/analytics/combo-created')
      .set('Idempotency-Key', 'combo-key-0001')
      .send(event)
      .expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(createRepos(db).analytics.comboCount()).toBe(1);
    await request(app)
      .post('/api/analytics/combo-created')
      .set('Idempotency-Key', 'combo-key-0001')
      .send({ ...event, comboTitle: 'Other' })
      .expect(422);
  });

  it.each([
    [{ ...event, timestamp: 'yesterday' }, 'timestamp'],
    [{ ...event, recipeIds: ['3'] }, 'recipeIds.0'],
    [{ ...event, recipeIds: [] }, 'recipeIds'],
    [{ ...event, recipeNames: 'Lemon Bars' }, 'recipeNames'],
    [{ ...event, comboTitle: '' }, 'comboTitle'],
    [{}, 'timestamp'],
  ])('refuses an invalid event with 400 naming the field (%#)', async (body, field) => {
    const { app, db } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/analytics/combo-created').send(body).expect(400);
    expect(res.body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(createRepos(db).analytics.comboCount()).toBe(0);
  });
});
