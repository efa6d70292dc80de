import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { makeTestApp, type TestApp } from '../test/harness';
import { adminToken, bearer, expiredAdminToken } from '../test/admin';

const validRecipe = {
  title: 'Matrix Test Loaf',
  description: 'A loaf made only for the auth matrix.',
  prepTime: '10 mins',
  cookTime: '30 mins',
  servings: 8,
  difficulty: 'Easy',
  ingredients: ['flour'],
  instructions: ['bake'],
  tags: ['Bread'],
};

interface AdminRoute {
  name: string;
  call: (t: TestApp) => request.Test;
  okStatus: number;
}

/** Every admin route of docs/architecture.md#security, and the status a valid token gets. */
const ROUTES: AdminRoute[] = [
  { name: 'POST /api/recipes', call: ({ app }) => request(app).post('/api/recipes').send(validRecipe), okStatus: 201 },
  {
    name: 'PUT /api/recipes/:slug',
    call: ({ app }) => request(app).put('/api/recipes/one-bowl-white-bread').send({ featured: false }),
    okStatus: 200,
  },
  {
    name: 'DELETE /api/recipes/:slug',
    call: ({ app }) => request(app).delete('/api/recipes/one-bowl-white-bread'),
    okStatus: 204,
  },
  { name: 'POST /api/objects/upload', call: ({ app }) => request(app).post('/api/objects/upload'), okStatus: 200 },
  // A valid token gets past auth to validation: this URL was not signed here.
  {
    name: 'PUT /api/objects/set-policy',
    call: ({ app }) => request(app).put('/api/objects/set-policy').send({ uploadURL: '/api/objects/upload/x' }),
    okStatus: 400,
  },
  {
    name: 'GET /api/admin/workshop-surveys',
    call: ({ app }) => request(app).get('/api/admin/workshop-surveys'),
    okStatus: 200,
  },
  {
    name: 'GET /api/admin/workshop-interests',
    call: ({ app }) => request(app).get('/api/admin/workshop-interests'),
    okStatus: 200,
  },
];

describe('admin auth matrix', () => {
  it.each(ROUTES)(
    '$name: 401 without, with a malformed and with an expired token; works with a valid one',
    async (route) => {
      const t = await makeTestApp();
      const none = await route.call(t);
      expect(none.status).toBe(401);
      expect(none.body.message).toBe('Admin authentication required');

      for (const header of [
        'Bearer nope',
        'Basic YWRtaW46eA==',
        `Bearer admin_${Date.now()}_${'0'.repeat(48)}`,
        'Bearer ',
        'Bearer admin_1_<script>',
      ]) {
        const res = await route.call(t).set('Authorization', header);
        expect(res.status, header).toBe(401);
        expect(typeof res.body.message).toBe('string');
      }

      const expired = await route.call(t).set(bearer(expiredAdminToken(t)));
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('Your admin session has expired. Please log in again.');

      const ok = await route.call(t).set(bearer(await adminToken(t)));
      expect(ok.status).toBe(route.okStatus);
    },
  );

  it('the public recipe reads need no token', async () => {
    const { app } = await makeTestApp();
    await request(app).get('/api/recipes').expect(200);
    await request(app).get('/api/recipes/featured').expect(200);
    await request(app).get('/api/recipes/one-bowl-white-bread').expect(200);
  });
});

describe('POST /api/admin/validate', () => {
  it('returns valid with a 24-hour token of the form admin_{timestamp}_{random}', async () => {
    const { app, config } = await makeTestApp({ seed: false });
    const before = Date.now();
    const res = await request(app)
      .post('/api/admin/validate')
      .send({ username: 'admin', password: config.adminPassword })
      .expect(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.token).toMatch(/^admin_\d+_[0-9a-f]{48}$/);
    const stamp = Number(res.body.token.split('_')[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(res.body.expiresAt - stamp).toBe(24 * 60 * 60 * 1000);
  });

  it('stores only a hash of the token', async () => {
    const t = await makeTestApp({ seed: false });
    const token = await adminToken(t);
    const stored = t.db.prepare('SELECT token_hash FROM admin_tokens').pluck().all() as string[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(token);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'nope' }],
    ['a wrong username', { username: 'baker', password: 'test-admin-password' }],
  ])('answers valid: false with the message of docs/product.md#admin for %s', async (_name, body) => {
    const { app } = await makeTestApp({ seed: false });
    const res = await request(app).post('/api/admin/validate').send(body).expect(200);
    expect(res.body).toEqual({ valid: false, message: 'Incorrect username or password' });
  });

  it.each([[{}], [{ username: 'admin' }], [{ username: '', password: 'x' }], [{ username: 'admin', password: '' }]])(
    'requires both fields (%j)',
    async (body) => {
      const { app } = await makeTestApp({ seed: false });
      const res = await request(app).post('/api/admin/validate').send(body).expect(400);
      expect(res.body.message).toBe('Username and password are required');
    },
  );

  it('is rate limited per IP', async () => {
    const { app } = await makeTestApp({ seed: false, config: { authRateLimit: 3 } });
    for (let i = 0; i < 3; i++)
      await request(app).post('/api/admin/validate').send({ username: 'admin', password: 'guess' }).expect(200);
    const limited = await request(app)
      .post('/api/admin/validate')
      .send({ username: 'admin', password: 'test-admin-password' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many attempts/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts every credential check toward the budget, right ones too; malformed requests count toward the per-IP limit', async () => {
    const t = await makeTestApp({ seed: false, config: { authRateLimit: 3 } });
    const admin = { username: t.config.adminUsername, password: t.config.adminPassword };
    for (let i = 0; i < 2; i++) {
      const res = await request(t.app).post('/api/admin/validate').send(admin);
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
      expect(res.body.valid).toBe(true);
    }
    // A wrong password is a 200 with valid: false, and counts.
    await request(t.app)
      .post('/api/admin/validate')
      .send({ ...admin, password: 'guess' })
      .expect(200);
    await request(t.app).post('/api/admin/validate').send(admin).expect(429);
    const fresh = await makeTestApp({ seed: false, config: { authRateLimit: 3 } });
    for (let i = 0; i < 3; i++)
      await request(fresh.app).post('/api/admin/validate').send({ username: '', password: '' }).expect(400);
    const limited = await request(fresh.app)
      .post('/api/admin/validate')
      .send({ ...admin, password: 'guess' })
      .expect(429);
    // The message says the wait the Retry-After gives: the rest of the 10 minutes' window.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(limited.body).toEqual({ message: 'Too many attempts. Please wait 10 minutes and try again.' });
  });

  it('logout ends the token on the server', async () => {
    const t = await makeTestApp({ seed: false });
    const token = await adminToken(t);
    await request(t.app).get('/api/admin/workshop-surveys').set(bearer(token)).expect(200);
    await request(t.app).post('/api/admin/logout').set(bearer(token)).expect(204);
    await request(t.app).get('/api/admin/workshop-surveys').set(bearer(token)).expect(401);
  });
});

describe('admin lists', () => {
  it('GET /api/admin/workshop-surveys lists answers newest first', async () => {
    const t = await makeTestApp();
    const insert = t.db.prepare(
      'INSERT INTO workshop_surveys (email, class_interests, other_suggestion, created_at) VALUES (?, ?, ?, ?)',
    );
    insert.run('a@example.com', JSON.stringify(['Bread Basics', 'Cake Decorating']), null, '2025-01-01T10:00:00.000Z');
    insert.run('b@example.com', JSON.stringify(['Pastry']), 'Gluten-free baking', '2025-02-01T10:00:00.000Z');
    const res = await request(t.app)
      .get('/api/admin/workshop-surveys')
      .set(bearer(await adminToken(t)))
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual([
      {
        id: 2,
        email: 'b@example.com',
        classInterests: ['Pastry'],
        otherSuggestion: 'Gluten-free baking',
        createdAt: '2025-02-01T10:00:00.000Z',
      },
      {
        id: 1,
        email: 'a@example.com',
        classInterests: ['Bread Basics', 'Cake Decorating'],
        otherSuggestion: null,
        createdAt: '2025-01-01T10:00:00.000Z',
      },
    ]);
  });

  it('GET /api/admin/workshop-interests groups registrations by workshop', async () => {
    const t = await makeTestApp();
    const workshops = t.db.prepare("SELECT id, title FROM workshops WHERE kind = 'workshop' ORDER BY id").all() as {
      id: number;
      title: string;
    }[];
    expect(workshops.length).toBeGreaterThanOrEqual(2);
    const insert = t.db.prepare('INSERT INTO workshop_interests (workshop_id, email, created_at) VALUES (?, ?, ?)');
    insert.run(workshops[0]!.id, 'x@example.com', '2025-01-01T00:00:00.000Z');
    insert.run(workshops[0]!.id, 'y@example.com', '2025-01-02T00:00:00.000Z');
    insert.run(workshops[1]!.id, 'z@example.com', '2025-01-03T00:00:00.000Z');
    // y answered its confirmation mail; x never did, so it is marked for the baker.
    t.db
      .prepare("UPDATE workshop_interests SET confirmed_at = '2025-01-02T01:00:00.000Z' WHERE email = 'y@example.com'")
      .run();
    const res = await request(t.app)
      .get('/api/admin/workshop-interests')
      .set(bearer(await adminToken(t)))
      .expect(200);
    const first = res.body.find((g: { workshopId: number }) => g.workshopId === workshops[0]!.id);
    expect(first).toEqual({
      workshopId: workshops[0]!.id,
      workshopTitle: workshops[0]!.title,
      interests: [
        { id: 2, email: 'y@example.com', createdAt: '2025-01-02T00:00:00.000Z', confirmed: true },
        { id: 1, email: 'x@example.com', createdAt: '2025-01-01T00:00:00.000Z', confirmed: false },
      ],
      registrations: 2,
    });
    expect(res.body).toHaveLength(2);
    expect(res.headers.link).toBeUndefined();
  });
});

describe('admin lists a page at a time', () => {
  /** Follows each answer's `Link: <...>; rel="next"` from `first` to the end; every page and header. */
  async function pages(t: TestApp, token: string, first: string) {
    const answers: { body: unknown[]; link?: string }[] = [];
    for (let url: string | undefined = first; url;) {
      const res: request.Response = await request(t.app).get(url).set(bearer(token)).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      answers.push({ body: res.body as unknown[], link: res.headers.link });
      url = /^<([^>]+)>; rel="next"$/.exec(res.headers.link ?? '')?.[1];
    }
    return answers;
  }

  it('sends survey answers newest first, 50 by default, every answer once across the pages', async () => {
    const t = await makeTestApp();
    const token = await adminToken(t);
    const insert = t.db.prepare(
      'INSERT INTO workshop_surveys (email, class_interests, other_suggestion, created_at) VALUES (?, ?, ?, ?)',
    );
    // 130 answers, some at the same moment (the id breaks the tie).
    for (let i = 0; i < 130; i++)
      insert.run(
        `s${i}@example.com`,
        '["Bread"]',
        null,
        `2026-01-01T00:00:${String(Math.floor(i / 3)).padStart(2, '0')}.000Z`,
      );
    const byDefault = await pages(t, token, '/api/admin/workshop-surveys');
    expect(byDefault.map((p) => p.body.length)).toEqual([50, 50, 30]);
    expect(byDefault[0]!.link).toMatch(/^<\/api\/admin\/workshop-surveys\?limit=50&cursor=[\w-]+>; rel="next"$/);
    const emails = byDefault.flatMap((p) => (p.body as { email: string }[]).map((r) => r.email));
    expect(emails).toEqual(Array.from({ length: 130 }, (_, i) => `s${129 - i}@example.com`));
    const small = await pages(t, token, '/api/admin/workshop-surveys?limit=7');
    expect(small).toHaveLength(19);
    expect(small.flatMap((p) => (p.body as { email: string }[]).map((r) => r.email))).toEqual(emails);
    const [whole] = await pages(t, token, '/api/admin/workshop-surveys?limit=200');
    expect(whole!.body).toHaveLength(130);
    expect(whole!.link).toBeUndefined();
    // An answer arriving between two pages is on the first page next time, and shifts nothing in the next one.
    const page1 = await request(t.app).get('/api/admin/workshop-surveys?limit=50').set(bearer(token)).expect(200);
    insert.run('new@example.com', '["Bread"]', null, '2026-02-01T00:00:00.000Z');
    const next = /^<([^>]+)>/.exec(page1.headers.link!)![1]!;
    const page2 = await request(t.app).get(next).set(bearer(token)).expect(200);
    expect((page2.body as { email: string }[]).map((r) => r.email)).toEqual(emails.slice(50, 100));
  });

  it("sends registrations a page at a time, a workshop's group going on in the next page with its full count", async () => {
    const t = await makeTestApp();
    const token = await adminToken(t);
    const workshops = t.db.prepare("SELECT id, title FROM workshops WHERE kind = 'workshop' ORDER BY title").all() as {
      id: number;
      title: string;
    }[];
    const insert = t.db.prepare('INSERT INTO workshop_interests (workshop_id, email, created_at) VALUES (?, ?, ?)');
    for (let i = 0; i < 12; i++)
      insert.run(workshops[0]!.id, `a${i}@example.com`, `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`);
    for (let i = 0; i < 3; i++) insert.run(workshops[1]!.id, `b${i}@example.com`, '2026-01-02T00:00:00.000Z');
    const answers = await pages(t, token, '/api/admin/workshop-interests?limit=5');
    type Group = { workshopId: number; interests: { email: string }[]; registrations: number };
    const groups = answers.map((p) => p.body as Group[]);
    expect(groups.map((page) => page.map((g) => [g.workshopId, g.interests.length]))).toEqual([
      [[workshops[0]!.id, 5]],
      [[workshops[0]!.id, 5]],
      [
        [workshops[0]!.id, 2],
        [workshops[1]!.id, 3],
      ],
    ]);
    for (const page of groups)
      for (const g of page) expect(g.registrations).toBe(g.workshopId === workshops[0]!.id ? 12 : 3);
    const first = groups.flat().filter((g) => g.workshopId === workshops[0]!.id);
    expect(first.flatMap((g) => g.interests.map((i) => i.email))).toEqual(
      Array.from({ length: 12 }, (_, i) => `a${11 - i}@example.com`),
    );
  });

  it('refuses a limit out of range and a cursor it did not give with 400 and a message', async () => {
    const t = await makeTestApp();
    const token = await adminToken(t);
    for (const path of ['/api/admin/workshop-surveys', '/api/admin/workshop-interests'])
      for (const [query, message] of [
        ['limit=0', 'limit: limit must be 1 or more'],
        ['limit=201', 'limit: limit must be at most 200'],
        ['limit=abc', 'limit: limit must be a number'],
        ['limit=2.5', 'limit: limit must be a whole number'],
        ['cursor=not!base64', 'cursor: not a cursor this list gave: ask for the first page again without it'],
        ['cursor=e30', 'cursor: not a cursor this list gave: ask for the first page again without it'],
        [`cursor=${'A'.repeat(1001)}`, 'cursor: not a cursor this list gave: ask for the first page again without it'],
        ['cursor=a&cursor=b', 'cursor: not a cursor this list gave: ask for the first page again without it'],
      ]) {
        const res = await request(t.app).get(`${path}?${query}`).set(bearer(token));
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.message, `${path}?${query}`).toBe(message);
      }
    // One list's cursor is not the other's.
    const insert = t.db.prepare(
      'INSERT INTO workshop_surveys (email, class_interests, other_suggestion, created_at) VALUES (?, ?, ?, ?)',
    );
    for (let i = 0; i < 3; i++) insert.run(`s${i}@example.com`, '[]', null, '2026-01-01T00:00:00.000Z');
    const link = (await request(t.app).get('/api/admin/workshop-surveys?limit=1').set(bearer(token))).headers.link!;
    const cursor = /cursor=([\w-]+)/.exec(link)![1]!;
    const other = await request(t.app).get(`/api/admin/workshop-interests?cursor=${cursor}`).set(bearer(token));
    expect(other.status).toBe(400);
  });
});
