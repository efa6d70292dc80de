import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SURVEY_CLASS_OPTIONS } from '../../shared/survey';
import { makeTestApp } from '../test/harness';

const countRows = (db: Awaited<ReturnType<typeof makeTestApp>>['db'], table: string) =>
  db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe('GET /api/shop/videos', () => {
  it('lists every seeded video tutorial with id, title, description and image', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/shop/videos');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(7);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      title: 'Bread Basics: Mixing, Kneading and Shaping a Sandwich Loaf',
      description: expect.any(String),
      imageUrl: null,
    });
  });

  it('is an empty list when there are no videos', async () => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).get('/api/shop/videos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('GET /api/shop/videos/featured', () => {
  it('lists only the featured videos', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/shop/videos/featured');
    expect(res.status).toBe(200);
    expect(res.body.map((v: { title: string }) => v.title)).toEqual([
      'Bread Basics: Mixing, Kneading and Shaping a Sandwich Loaf',
      'Buttercream 101: Smooth Sides and Sharp Edges',
      'Rolling and Cutting Sugar Cookies That Keep Their Shape',
    ]);
  });
});

describe('GET /api/shop/workshops', () => {
  it('lists classes and workshops by date with price in cents (null = TBD) and spots', async () => {
    const { app } = await makeTestApp();
    const res = await request(app).get('/api/shop/workshops');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    const bread = res.body.find((w: { title: string }) => w.title === 'Beginner Bread: Your First Sandwich Loaf');
    expect(bread).toMatchObject({ kind: 'class', price: 6500, spotsAvailable: 12, date: '2027-01-16T15:00:00.000Z' });
    expect(Object.keys(bread).sort()).toEqual([
      'date',
      'description',
      'id',
      'imageUrl',
      'kind',
      'location',
      'price',
      'spotsAvailable',
      'timeZone',
      'title',
    ]);
    // Every class carries the bakery's zone: 15:00 UTC is 10:00 AM in the demo bakery's New York.
    expect(bread.timeZone).toBe('America/New_York');
    const pie = res.body.find((w: { title: string }) => w.title === 'Community Pie Day');
    expect(pie).toMatchObject({ kind: 'workshop', price: null });
    const dates = res.body.map((w: { date: string }) => w.date);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('a class or workshop that has taken place', () => {
  it('is off the shop list, and "notify me" for it answers 404 as for one that is gone', async () => {
    const { app, db } = await makeTestApp();
    const pie = await workshopId(app, 'Community Pie Day');
    const bread = await workshopId(app, 'Beginner Bread: Your First Sandwich Loaf');
    const past = new Date(Date.now() - 60_000).toISOString();
    db.prepare('UPDATE workshops SET date = ? WHERE id IN (?, ?)').run(past, pie, bread);
    const res = await request(app).get('/api/shop/workshops');
    expect(res.status).toBe(200);
    const titles = res.body.map((w: { title: string }) => w.title);
    expect(titles).toHaveLength(5);
    expect(titles).not.toContain('Community Pie Day');
    expect(titles).not.toContain('Beginner Bread: Your First Sandwich Loaf');
    const interest = await request(app)
      .post('/api/shop/workshop-interest')
      .send({ email: 'jo@example.com', workshopId: pie });
    expect(interest.status).toBe(404);
    expect(interest.body.message).toBe(
      'That workshop no longer exists. Please refresh the page to see the current schedule.',
    );
    expect(countRows(db, 'workshop_interests')).toBe(0);
  });
});

async function workshopId(app: Awaited<ReturnType<typeof makeTestApp>>['app'], title: string): Promise<number> {
  const res = await request(app).get('/api/shop/workshops');
  return res.body.find((w: { title: string }) => w.title === title).id;
}

describe('POST /api/shop/workshop-interest', () => {
  it('stores the interest once per e-mail and workshop', async () => {
    const { app, db } = await makeTestApp();
    const id = await workshopId(app, 'Community Pie Day');
    const first = await request(app)
      .post('/api/shop/workshop-interest')
      .send({ email: 'jo@example.com', workshopId: id });
    expect(first.status).toBe(201);
    expect(first.body.message).toContain('Community Pie Day');
    const again = await request(app)
      .post('/api/shop/workshop-interest')
      .send({ email: ' JO@example.com ', workshopId: id });
    expect(again.status).toBe(201);
    expect(countRows(db, 'workshop_interests')).toBe(1);
    await request(app)
      .post('/api/shop/workshop-interest')
      .send({ email: 'sam@example.com', workshopId: id })
      .expect(201);
    expect(countRows(db, 'workshop_interests')).toBe(2);
  });

  it('answers 404 with a message for an unknown workshop', async () => {
    const { app, db } = await makeTestApp();
    const res = await request(app)
      .post('/api/shop/workshop-interest')
      .send({ email: 'jo@example.com', workshopId: 9999 });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/workshop no longer exists/);
    expect(countRows(db, 'workshop_interests')).toBe(0);
  });

  it.each([
    [{ workshopId: 5 }, /email/],
    [{ email: '', workshopId: 5 }, /Please enter your email address\./],
    [{ email: 'not-an-email', workshopId: 5 }, /valid email/],
    [{ email: 'a b@c.d', workshopId: 5 }, /valid email/],
    [{ email: 'jo@example.com' }, /workshopId/],
    [{ email: 'jo@example.com', workshopId: 'five' }, /workshopId/],
    [{ email: 'jo@example.com', workshopId: -1 }, /workshopId/],
  ])('refuses %j with 400', async (body, message) => {
    const { app } = await makeTestApp();
    const res = await request(app).post('/api/shop/workshop-interest').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('replays the stored answer for a repeated Idempotency-Key', async () => {
    const { app, db } = await makeTestApp();
    const id = await workshopId(app, 'Sourdough Weekend');
    const send = () =>
      request(app)
        .post('/api/shop/workshop-interest')
        .set('Idempotency-Key', 'ob-interest-1')
        .send({ email: 'jo@example.com', workshopId: id });
    const first = await send();
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(countRows(db, 'workshop_interests')).toBe(1);
  });
});

describe('POST /api/shop/workshop-survey', () => {
  it('stores the e-mail, the chosen classes and a trimmed suggestion', async () => {
    const { app, db } = await makeTestApp();
    const res = await request(app)
      .post('/api/shop/workshop-survey')
      .send({
        email: 'jo@example.com',
        classInterests: ['Pâte à Choux', 'Kids Classes', 'Pâte à Choux'],
        otherSuggestion: '  Lamination please  ',
      });
    expect(res.status).toBe(201);
    const row = db.prepare('SELECT * FROM workshop_surveys').get() as {
      email: string;
      class_interests: string;
      other_suggestion: string;
    };
    expect(row.email).toBe('jo@example.com');
    expect(JSON.parse(row.class_interests)).toEqual(['Pâte à Choux', 'Kids Classes']);
    expect(row.other_suggestion).toBe('Lamination please');
  });

  it('stores no suggestion when it is blank, and accepts all 25 classes', async () => {
    const { app, db } = await makeTestApp();
    await request(app)
      .post('/api/shop/workshop-survey')
      .send({ email: 'jo@example.com', classInterests: [...SURVEY_CLASS_OPTIONS], otherSuggestion: '   ' })
      .expect(201);
    const row = db.prepare('SELECT * FROM workshop_surveys').get() as {
      class_interests: string;
      other_suggestion: string | null;
    };
    expect(JSON.parse(row.class_interests)).toHaveLength(25);
    expect(row.other_suggestion).toBeNull();
  });

  it.each([
    [{ email: 'bad', classInterests: ['Tarts'] }, /valid email/],
    [{ classInterests: ['Tarts'] }, /email/],
    [{ email: 'jo@example.com', classInterests: [] }, /at least one class/],
    [{ email: 'jo@example.com' }, /classInterests/],
    [{ email: 'jo@example.com', classInterests: ['Knife Juggling'] }, /survey options/],
    [{ email: 'jo@example.com', classInterests: ['tarts'] }, /survey options/],
    [{ email: 'jo@example.com', classInterests: ['Tarts'], otherSuggestion: 'x'.repeat(2001) }, /2000/],
  ])('refuses %j with 400', async (body, message) => {
    const { app, db } = await makeTestApp();
    const res = await request(app).post('/api/shop/workshop-survey').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(countRows(db, 'workshop_surveys')).toBe(0);
  });

  it('stores one survey for a replayed Idempotency-Key and 422s the key with another body', async () => {
    const { app, db } = await makeTestApp();
    const body = { email: 'jo@example.com', classInterests: ['Tarts'] };
    await request(app).post('/api/shop/workshop-survey').set('Idempotency-Key', 'ob-survey-1').send(body).expect(201);
    await request(app).post('/api/shop/workshop-survey').set('Idempotency-Key', 'ob-survey-1').send(body).expect(201);
    expect(countRows(db, 'workshop_surveys')).toBe(1);
    const other = await request(app)
      .post('/api/shop/workshop-survey')
      .set('Idempotency-Key', 'ob-survey-1')
      .send({ ...body, classInterests: ['Churros'] });
    expect(other.status).toBe(422);
  });

  it('refuses a body over 100 KB (413) and a non-JSON body (415)', async () => {
    const { app } = await makeTestApp();
    const big = await request(app)
      .post('/api/shop/workshop-survey')
      .send({ email: 'jo@example.com', classInterests: ['Tarts'], otherSuggestion: 'x'.repeat(110 * 1024) });
    expect(big.status).toBe(413);
    const text = await request(app)
      .post('/api/shop/workshop-survey')
      .set('Content-Type', 'text/plain')
      .send('email=jo@example.com');
    expect(text.status).toBe(415);
    const form = await request(app)
      .post('/api/shop/workshop-interest')
      .type('form')
      .send({ email: 'jo@example.com', workshopId: '5' });
    expect(form.status).toBe(415);
  });
});
