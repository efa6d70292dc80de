import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStory } from '../../shared/story-links';
import { buildApp, ROOT } from '../../scripts/bench/build';
import { HashingQueue } from '../auth/password-budget';
import { hashToken } from '../auth/tokens';
import { MAX_SESSIONS_PER_USER } from '../db/users';
import { createApp } from '../app';
import {
  ROUTES,
  isLive,
  listen,
  prepareContext,
  routeName,
  sampleOrder,
  sampleRecipe,
  sampleRequest,
  startListeningApp,
  type Client,
  type ListeningApp,
  type RouteContext,
  type RouteSpec,
} from './route-table';

/**
 * Issue 7, the security matrix: cookie flags, CSRF and JSON-only writes on every write route,
 * admin and user routes closed without credentials, one user walled off from another, scrypt
 * hashes, story links, CSP and no inline script, rate limits, and `npm audit`.
 */

const ADMIN_PASSWORD = 'security-admin-password';
let server: ListeningApp;
let client: Client;
let ctx: RouteContext;
const live = new Map<string, boolean>();

beforeAll(async () => {
  server = await startListeningApp({ adminPassword: ADMIN_PASSWORD });
  client = server.client;
  ctx = await prepareContext(client, { adminUsername: server.config.adminUsername, adminPassword: ADMIN_PASSWORD });
  for (const route of ROUTES) live.set(routeName(route), await isLive(client, route));
}, 60_000);

afterAll(async () => {
  await server?.close();
  const pending = ROUTES.filter((r) => !live.get(routeName(r))).map(routeName);
  if (pending.length)
    console.warn(`security: routes in the table that do not answer (failed above): ${pending.join(', ')}`);
});

const message = (json: unknown) => (json as { message?: string } | undefined)?.message;
/** Every route in the table must be live: a missing route fails, it is never skipped. */
const expectLive = (route: RouteSpec, _test?: unknown) => {
  expect(live.get(routeName(route)), `${routeName(route)} answers (${route.owner})`).toBe(true);
};

async function register(c: Client, username: string) {
  const res = await c.send({
    method: 'POST',
    path: '/api/auth/register',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username,
      password: 'sourdough1',
      confirmPassword: 'sourdough1',
      name: username,
      email: `${username}@example.com`,
    }),
  });
  expect(res.status, res.text).toBe(201);
  return { res, cookie: res.headers.get('set-cookie')!.split(';')[0]!, id: (res.json as { id: number }).id };
}

describe('session cookie and password storage', () => {
  it('sets sid HttpOnly, SameSite=Lax, Path=/, not Secure by default, and stores an scrypt hash', async () => {
    const { res } = await register(client, `cookie${Date.now().toString(36)}`);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{40,}/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    const username = (res.json as { username: string }).username;
    const stored = server.db
      .prepare('SELECT password_hash FROM users WHERE username = ?')
      .pluck()
      .get(username) as string;
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(stored).not.toContain('sourdough1');
    // The session token is stored only as its hash.
    const token = setCookie.split(';')[0]!.slice('sid='.length);
    const tokens = server.db.prepare('SELECT token_hash FROM sessions').pluck().all() as string[];
    expect(tokens).not.toContain(token);
    expect(tokens).toContain(hashToken(decodeURIComponent(token)));
  });

  it('marks the cookie Secure when COOKIE_SECURE is configured, on register and on login', async () => {
    const secure = await startListeningApp({ cookieSecure: true });
    try {
      const username = `secure${Date.now().toString(36)}`;
      const { res } = await register(secure.client, username);
      expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
      const login = await secure.client.send({
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: 'sourdough1' }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      expect(login.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
      expect(login.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
      // HSTS only when served over HTTPS.
      expect(login.headers.get('strict-transport-security')).toBeTruthy();
    } finally {
      await secure.close();
    }
  });
});

describe('every write route refuses cross-site requests and non-JSON bodies', () => {
  // The one-click unsubscribe is the exception by design (RFC 8058): api/routes/notices.test.ts.
  for (const route of ROUTES.filter((r) => r.write && !r.oneClick)) {
    it(`${routeName(route)}: cross-site Origin -> 403, Sec-Fetch-Site cross-site -> 403${route.auth === 'signed-url' ? '' : ', text/plain -> 415'}`, async (test) => {
      expectLive(route, test);
      const base = sampleRequest(route, ctx);
      // The origin must be the site's exactly: another scheme or port on the same host is another site.
      for (const origin of [
        'https://evil.example',
        'null',
        `${client.base}.evil.example`,
        'http://localhost:1',
        client.base.replace('http:', 'https:'),
        'http://127.0.0.1:1',
        `${client.base}/path`,
      ]) {
        const res = await client.send({ ...base, headers: { ...base.headers, Origin: origin } });
        expect(res.status, `${routeName(route)} with Origin ${origin}: ${res.text}`).toBe(403);
        expect(message(res.json)).toBe('Cross-site requests are not allowed');
      }
      const site = await client.send({ ...base, headers: { ...base.headers, 'Sec-Fetch-Site': 'cross-site' } });
      expect(site.status).toBe(403);
      if (route.auth === 'signed-url') return;
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const body = base.body ?? '{}';
        const res = await client.send({
          ...base,
          headers: { ...base.headers, 'Content-Type': type, Origin: client.base },
          body,
        });
        expect(res.status, `${routeName(route)} with ${type}: ${res.text}`).toBe(415);
        expect(message(res.json)).toBe('Content-Type must be application/json');
      }
    });
  }
});

describe('credentials', () => {
  for (const route of ROUTES.filter((r) => r.auth === 'admin')) {
    it(`${routeName(route)}: 401 without a token, with a forged, malformed or expired token`, async (test) => {
      expectLive(route, test);
      const base = sampleRequest(route, ctx, { auth: false });
      const expired = `admin_${Date.now() - 90_000_000}_${'cd'.repeat(24)}`;
      server.db
        .prepare('INSERT OR IGNORE INTO admin_tokens (token_hash, expires_at) VALUES (?, ?)')
        .run(hashToken(expired), Date.now() - 1000);
      const forged = `admin_${Date.now()}_${'ab'.repeat(24)}`;
      for (const authorization of [
        undefined,
        `Bearer ${forged}`,
        'Bearer admin',
        `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`,
        `Bearer ${expired}`,
      ]) {
        const headers = { ...base.headers };
        if (authorization !== undefined) headers.Authorization = authorization;
        const res = await client.send({ ...base, headers });
        expect(res.status, `${routeName(route)} with Authorization ${authorization}: ${res.text}`).toBe(401);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        expect(message(res.json)).toBeTruthy();
      }
      // Control: the same request with the live token gets past the guard.
      if (route.path !== '/api/admin/logout') {
        const ok = await client.send(sampleRequest(route, ctx));
        expect(ok.status, `${routeName(route)} with a live token: ${ok.text}`).not.toBe(401);
      }
    });
  }

  for (const route of ROUTES.filter((r) => r.auth === 'user')) {
    it(`${routeName(route)}: 401 without a session or with a forged one`, async (test) => {
      expectLive(route, test);
      const base = sampleRequest(route, ctx, { auth: false });
      for (const cookie of [undefined, 'sid=forged-session-token', `sid=${'a'.repeat(43)}`]) {
        const headers = { ...base.headers };
        if (cookie) headers.Cookie = cookie;
        const res = await client.send({ ...base, headers });
        expect(res.status, `${routeName(route)} with Cookie ${cookie}: ${res.text}`).toBe(401);
        expect(message(res.json)).toBeTruthy();
      }
    });
  }

  it('an admin token is not a user session, and a user session is not an admin token', async (test) => {
    const surveys = ROUTES.find((r) => r.path === '/api/admin/workshop-surveys')!;
    expectLive(surveys, test);
    const asUser = await client.send({ method: 'GET', path: surveys.path, headers: { Cookie: ctx.userCookie! } });
    expect(asUser.status).toBe(401);
    const me = await client.send({
      method: 'GET',
      path: '/api/auth/me',
      headers: { Authorization: `Bearer ${ctx.adminToken}` },
    });
    expect(me.status).toBe(401);
  });
});

describe("one user cannot read or change another user's data", () => {
  let alice: { cookie: string; id: number; username: string };
  let bob: { cookie: string; id: number; username: string };
  const as = (who: { cookie: string }, method: string, path: string, body?: unknown) =>
    client.send({
      method,
      path,
      headers: { Cookie: who.cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    const stamp = Date.now().toString(36);
    const a = await register(client, `alice${stamp}`);
    const b = await register(client, `bob${stamp}`);
    alice = { ...a, username: `alice${stamp}` };
    bob = { ...b, username: `bob${stamp}` };
  }, 30_000);

  it("favorites: Bob neither sees nor removes Alice's favorite", async (test) => {
    expectLive(
      ROUTES.find((r) => r.path === '/api/favorites/add')!,
      test,
    );
    expect((await as(alice, 'POST', '/api/favorites/add', { recipeId: ctx.recipeId })).status).toBeLessThan(300);
    const bobs = await as(bob, 'GET', '/api/favorites');
    expect(bobs.status).toBe(200);
    expect((bobs.json as { id: number }[]).map((r) => r.id)).not.toContain(ctx.recipeId);
    // Bob's remove (and an add carrying Alice's id in the body) only ever touch Bob's list.
    await as(bob, 'DELETE', `/api/favorites/remove/${ctx.recipeId}`);
    await as(bob, 'POST', '/api/favorites/add', { recipeId: ctx.recipeIds[1], userId: alice.id });
    const alices = await as(alice, 'GET', '/api/favorites');
    expect((alices.json as { id: number }[]).map((r) => r.id)).toEqual([ctx.recipeId]);
  });

  it("orders: Bob does not see Alice's order, and a body naming Alice does not file an order under her", async (test) => {
    expectLive(
      ROUTES.find((r) => r.path === '/api/checkout')!,
      test,
    );
    expectLive(
      ROUTES.find((r) => r.path === '/api/orders')!,
      test,
    );
    expect(ctx.classItem, 'a class with a price and spots in the demo shop').toBeDefined();
    const placed = await as(alice, 'POST', '/api/checkout', sampleOrder(ctx));
    expect(placed.status, placed.text).toBe(201);
    const forged = await as(bob, 'POST', '/api/checkout', sampleOrder(ctx, String(alice.id)));
    expect(forged.status, forged.text).toBe(201);
    const alicesOrders = (await as(alice, 'GET', '/api/orders')).json as { id: number }[];
    const bobsOrders = (await as(bob, 'GET', '/api/orders')).json as { id: number }[];
    expect(alicesOrders).toHaveLength(1);
    expect(bobsOrders).toHaveLength(1);
    expect(bobsOrders[0]!.id).not.toBe(alicesOrders[0]!.id);
    expect(alicesOrders[0]!.id).toBe((placed.json as { orderId: number }).orderId);
  });

  it("profile: Bob cannot take Alice's username, and his edits never touch her account", async () => {
    const taken = await as(bob, 'PUT', '/api/auth/profile', {
      username: alice.username,
      email: 'bob@example.com',
      firstName: 'Bob',
      lastName: null,
    });
    expect(taken.status).toBe(409);
    const edit = await as(bob, 'PUT', '/api/auth/profile', {
      id: alice.id,
      userId: alice.id,
      username: bob.username,
      email: 'bob@example.com',
      currentPassword: 'sourdough1',
      firstName: 'Bobby',
      lastName: null,
    });
    expect(edit.status).toBe(200);
    expect((edit.json as { id: number }).id).toBe(bob.id);
    const me = (await as(alice, 'GET', '/api/auth/me')).json as {
      username: string;
      firstName: string | null;
      email: string;
    };
    expect(me).toMatchObject({ username: alice.username, firstName: null, email: `${alice.username}@example.com` });
  });
});

describe('story links', () => {
  const SAFE = /^\/recipes?\/[a-z0-9][a-z0-9-]*$/;

  it.each([
    ['[click](javascript:alert(1))', 'click'],
    ['[x](JavaScript:alert(document.cookie))', 'x'],
    ['[x](https://evil.example/recipes/a)', 'x'],
    ['[x](//evil.example/recipes/a)', 'x'],
    ['[x](/recipes/../admin)', 'x'],
    ['[x](/recipes/a?next=https://evil.example)', 'x'],
    ['[x](data:text/html,<script>alert(1)</script>)', 'x'],
    ['[x](/admin/dashboard)', 'x'],
    ['[x]( /recipes/a)', 'x'],
    ['[x](/recipes/a#javascript:alert(1))', 'x'],
    ['[x](\\/evil.example)', 'x'],
  ])('%s stays plain text', (story, text) => {
    const segments = parseStory(story);
    expect(segments.filter((s) => s.kind === 'link')).toEqual([]);
    expect(segments.map((s) => s.text).join('')).toContain(text);
  });

  it('drops a refused target whole, parentheses inside it too: the reader sees just the words', () => {
    expect(parseStory('See [evil](javascript:alert(1)) and [the curd](/recipes/silky-lemon-curd).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'text', text: 'evil' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'the curd', to: '/recipes/silky-lemon-curd' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links only /recipes/... and /recipe/... targets, for any story', () => {
    const target = fc.oneof(
      fc.constantFrom(
        'javascript:alert(1)',
        'https://evil.example',
        '//evil.example',
        'data:x',
        'vbscript:x',
        '/recipes/ok-slug',
        '/recipe/ok',
        'mailto:a@b.c',
      ),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
    );
    const story = fc
      .array(
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.tuple(fc.string({ maxLength: 20 }), target).map(([t, u]) => `[${t}](${u})`),
        ),
        { maxLength: 8 },
      )
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(story, (text) => {
        for (const segment of parseStory(text)) if (segment.kind === 'link') expect(segment.to).toMatch(SAFE);
      }),
      { numRuns: 2000 },
    );
    expect(parseStory('See [the buttercream](/recipes/vanilla-buttercream).').filter((s) => s.kind === 'link')).toEqual(
      [{ kind: 'link', text: 'the buttercream', to: '/recipes/vanilla-buttercream' }],
    );
  });
});

describe('Content-Security-Policy and the built HTML', () => {
  let distDir = '';
  let pages: Client;
  beforeAll(async () => {
    distDir = buildApp();
    const app = createApp({ db: server.db, config: server.config, distDir, log: () => undefined });
    pages = await listen(app);
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  const csp = (headers: Headers) => headers.get('content-security-policy') ?? '';
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';

  it("sends a CSP with script-src 'self' and no unsafe-inline/eval scripts on API and page answers", async () => {
    for (const path of [
      '/api/health',
      '/api/recipes',
      '/',
      '/recipes/vanilla-buttercream',
      '/no-such-page',
      '/api/no-such-route',
    ]) {
      const res = await pages.send({ method: 'GET', path });
      const policy = csp(res.headers);
      expect(directive(policy, 'script-src'), `${path}: ${policy}`).toBe("script-src 'self'");
      expect(policy).toMatch(/object-src 'none'/);
      expect(policy).toMatch(/frame-ancestors 'none'/);
      expect(policy).toMatch(/base-uri 'self'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('builds no link from the Host or X-Forwarded-Proto header: canonical, og:url, JSON-LD, sitemap and robots use the site origin', async () => {
    const base = server.config.publicUrl;
    const headers = { Host: 'evil.example', 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example' };
    const page = await pages.send({ method: 'GET', path: `/recipes/${ctx.recipeSlug}`, headers });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<link rel="canonical" href="${base}/recipes/${ctx.recipeSlug}">`);
    expect(page.text).toContain(`<meta property="og:url" content="${base}/recipes/${ctx.recipeSlug}">`);
    expect(page.text).toContain(`"url":"${base}/recipes/${ctx.recipeSlug}"`);
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const res = await pages.send({ method: 'GET', path, headers });
      expect(res.text, path).toContain(base);
    }
    for (const path of [`/recipes/${ctx.recipeSlug}`, '/sitemap.xml', '/robots.txt', '/']) {
      const res = await pages.send({ method: 'GET', path, headers });
      expect(res.text, path).not.toMatch(/evil\.example|javascript:\/\//);
    }
  });

  it('og:image of a recipe with an external image is that URL, not prefixed with the origin', async () => {
    const external = 'https://images.example.com/scones.jpg';
    const created = await client.send({
      method: 'POST',
      path: '/api/recipes',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ctx.adminToken}` },
      body: JSON.stringify({ ...sampleRecipe('External Image Scones'), imageUrl: external }),
    });
    expect(created.status, created.text).toBe(201);
    const slug = (created.json as { slug: string }).slug;
    const page = await pages.send({ method: 'GET', path: `/recipes/${slug}` });
    const ogImage = /<meta property="og:image" content="([^"]*)">/.exec(page.text)?.[1];
    expect(ogImage).toBe(external);
    // One of ours is absolute under the site's origin.
    const own = await pages.send({ method: 'GET', path: '/recipes/vanilla-buttercream' });
    const ownImage = /<meta property="og:image" content="([^"]*)">/.exec(own.text)?.[1];
    if (ownImage) expect(ownImage).toMatch(new RegExp(`^${server.config.publicUrl}/`));
  });

  it('never serves a dotfile of the build (/.vite/manifest.json), whatever the Accept-Encoding', async () => {
    for (const encoding of [undefined, 'gzip', 'br', 'gzip, deflate, br']) {
      const res = await pages.send({
        method: 'GET',
        path: '/.vite/manifest.json',
        headers: encoding ? { 'Accept-Encoding': encoding } : {},
      });
      expect(res.status, `Accept-Encoding ${encoding}`).toBe(404);
      expect(res.text).not.toContain('"file"');
    }
  });

  it('dist/index.html has no inline script and no inline event handler', () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [whole, attributes, content] of scripts) {
      expect(attributes, whole).toMatch(/\bsrc="\/[^"]+"/);
      expect(content!.trim(), whole).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('a served recipe page and the home page add only JSON data blocks (JSON-LD, the catalog seed), with "<" escaped so they cannot close the tag', async () => {
    for (const path of [`/recipes/${ctx.recipeSlug}`, '/']) {
      const res = await pages.send({ method: 'GET', path });
      expect(res.status).toBe(200);
      const blocks = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes]) => !/\bsrc=/.test(attributes!),
      );
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const [whole, attributes, content] of blocks) {
        expect(attributes, whole).toMatch(/^\s*type="application\/(ld\+)?json"(\s+id="[a-z-]+")?\s*$/);
        expect(() => JSON.parse(content!)).not.toThrow();
        expect(content).not.toContain('<');
      }
    }
  });

  it('the pages the server renders (decision 007) carry no inline event handler and no javascript: address in any element', async () => {
    for (const path of [`/recipes/${ctx.recipeSlug}`, '/', '/recipes', '/recipes?tag=bread']) {
      const res = await pages.send({ method: 'GET', path });
      const root = res.text.slice(res.text.indexOf('<div id="root">'));
      expect(root, `${path} is rendered`).toMatch(/<h1\b/);
      const tags = [...root.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)].map((m) => m[0]);
      expect(
        tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag)),
        path,
      ).toEqual([]);
      expect(
        tags.filter((tag) => /=\s*["']?\s*javascript:/i.test(tag)),
        path,
      ).toEqual([]);
    }
  });
});

describe('rate limits', () => {
  it.for<[string, Record<string, string>]>([
    ['/api/auth/login', { username: 'nobody', password: '' }],
    ['/api/auth/register', { username: 'x y', password: 'a', confirmPassword: 'b' }],
    ['/api/admin/validate', { username: '', password: '' }],
  ])('%s answers 429 with Retry-After past the per-IP limit', async ([path, body], test) => {
    const route = ROUTES.find((r) => r.path === path)!;
    expectLive(route, test);
    const limited = await startListeningApp({ authRateLimit: 3 });
    try {
      const send = () =>
        limited.client.send({
          method: 'POST',
          path,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      for (let i = 0; i < 3; i++) expect((await send()).status, path).toBe(400);
      const res = await send();
      expect(res.status, path).toBe(429);
      expect(message(res.json)).toMatch(/Too many attempts/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('dependencies', () => {
  // Skipped, visibly and with the reason, when the registry cannot answer: a check that could not
  // run must not pass as if it had.
  it('npm audit --omit=dev finds no high or critical advisory', async (test) => {
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'npm',
        ['audit', '--omit=dev', '--audit-level=high', '--json'],
        { cwd: ROOT, timeout: 90_000, maxBuffer: 20 * 1024 * 1024 },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
    let report: {
      metadata?: { vulnerabilities?: Record<string, number> };
      vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
      message?: string;
      error?: { code?: string; summary?: string };
    };
    try {
      report = JSON.parse(result.stdout);
    } catch {
      report = {};
    }
    const counts = report.metadata?.vulnerabilities;
    if (!counts) {
      const why =
        report.message ||
        report.error?.summary ||
        report.error?.code ||
        (result.stderr.trim() || result.stdout.trim()).slice(0, 300);
      return test.skip(`npm audit could not get an answer from the registry: ${why}`);
    }
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name, v]) => `${name} (${v.severity})`);
    expect(serious, `npm audit: ${JSON.stringify(counts)}`).toEqual([]);
    expect((counts.high ?? 0) + (counts.critical ?? 0)).toBe(0);
  }, 120_000);
});

describe('OPTIONS on every API path', () => {
  const pattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  for (const route of ROUTES) {
    it(`${routeName(route)}: OPTIONS answers JSON with an Allow naming every method of the path`, async (test) => {
      expectLive(route, test);
      const { path } = sampleRequest(route, ctx);
      const bare = path.split('?')[0]!;
      const expected = new Set(['OPTIONS']);
      for (const other of ROUTES.filter((r) => pattern(r.path).test(bare))) {
        expected.add(other.method);
        if (other.method === 'GET') expected.add('HEAD');
      }
      const res = await client.send({ method: 'OPTIONS', path });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('allow')?.split(', ')).toEqual([...expected].sort());
      expect((res.json as { allow: string[] }).allow).toEqual([...expected].sort());
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    });
  }

  it('an unknown API path answers OPTIONS with a JSON 404', async () => {
    const res = await client.send({ method: 'OPTIONS', path: '/api/no-such-route' });
    expect(res.status).toBe(404);
    expect(message(res.json)).toMatch(/No API route/);
  });
});

describe('the CSRF check with PUBLIC_URL set', () => {
  it('takes exactly the public origin, not the request host', async () => {
    const site = await startListeningApp({ publicUrl: 'https://sift.example', publicUrlSet: true });
    try {
      const send = (origin: string) =>
        site.client.send({
          method: 'POST',
          path: '/api/auth/logout',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: '{}',
        });
      expect((await send('https://sift.example')).status).toBe(200);
      for (const origin of [
        site.client.base,
        'http://sift.example',
        'https://sift.example:8443',
        'https://evil.example',
      ])
        expect((await send(origin)).status, origin).toBe(403);
    } finally {
      await site.close();
    }
  });
});

describe('usernames that look like another', () => {
  it('refuses a name whose look-alike skeleton is taken (Cyrillic, full-width, digits for letters, small capitals), or that mixes scripts, at register and in the profile', async () => {
    const stamp = Date.now()
      .toString(36)
      .replace(/[0-9il]/g, 'x');
    const original = `alice${stamp}`;
    const { cookie } = await register(client, original);
    const registerAs = (username: string) =>
      client.send({
        method: 'POST',
        path: '/api/auth/register',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: 'sourdough1', confirmPassword: 'sourdough1' }),
      });
    for (const lookAlike of [
      `ａｌｉｃｅ${stamp}`,
      `al1ce${stamp}`,
      `ALICE${stamp}`,
      `\u1d00lice${stamp}`,
      `\u0251lice${stamp}`,
    ]) {
      const res = await registerAs(lookAlike);
      expect(res.status, lookAlike).toBe(409);
      expect(message(res.json)).toBe('That username is already taken. Please choose another.');
    }
    // A Cyrillic а among Latin letters mixes two scripts: refused whatever is taken (issue 32).
    const mixed = await registerAs(`\u0430lice${stamp}`);
    expect(mixed.status).toBe(400);
    expect(message(mixed.json)).toBe('username: Username must use the letters of one alphabet');
    const other = await register(client, `bob${stamp}`);
    const renameTo = (username: string) =>
      client.send({
        method: 'PUT',
        path: '/api/auth/profile',
        headers: { 'Content-Type': 'application/json', Cookie: other.cookie },
        body: JSON.stringify({ username, email: null, firstName: null, lastName: null }),
      });
    expect((await renameTo(`al1ce${stamp}`)).status).toBe(409);
    expect((await renameTo(`\u0430lice${stamp}`)).status).toBe(400);
    // The owner may keep (and re-case) their own name.
    const keep = await client.send({
      method: 'PUT',
      path: '/api/auth/profile',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ username: original, email: `${original}@example.com`, firstName: null, lastName: null }),
    });
    expect(keep.status, keep.text).toBe(200);
  });

  it('stores the NFKC form and still refuses controls and bidi overrides', async () => {
    const stamp = Date.now().toString(36);
    const { res } = await register(client, `ｆｕｌｌ${stamp}`);
    expect((res.json as { username: string }).username).toBe(`full${stamp}`);
    for (const bad of [`ev\u202eil${stamp}`, `ctl\u0007${stamp}`, `zw\u200d${stamp}`, `rtl\u200f${stamp}`]) {
      const refused = await client.send({
        method: 'POST',
        path: '/api/auth/register',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: bad, password: 'sourdough1', confirmPassword: 'sourdough1' }),
      });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('the password-check budget', () => {
  const post = (c: Client, path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    c.send({ method, path, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('counts every check of an account, right passwords too, across addresses and the profile: 429 with Retry-After past it', async () => {
    const limited = await startListeningApp({ authAccountLimit: 3, authRateLimit: 1000 });
    try {
      const { cookie } = await register(limited.client, 'budgeted');
      const login = (address: string, password = 'sourdough1') =>
        post(limited.client, '/api/auth/login', { username: 'budgeted', password }, { 'X-Forwarded-For': address });
      expect((await login('10.0.0.1')).status).toBe(200);
      expect((await login('10.0.0.2')).status).toBe(200);
      const profile = await post(
        limited.client,
        '/api/auth/profile',
        {
          username: 'budgeted',
          email: null,
          firstName: null,
          lastName: null,
          currentPassword: 'wrong1',
          newPassword: 'another1',
        },
        { Cookie: cookie },
        'PUT',
      );
      expect(profile.status).toBe(400);
      for (const res of [await login('10.0.0.3'), await login('10.0.0.4', 'wrong')]) {
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(message(res.json)).toMatch(/Too many attempts/);
      }
      // Another account is not affected.
      await register(limited.client, 'unbudgeted');
      expect(
        (await post(limited.client, '/api/auth/login', { username: 'unbudgeted', password: 'sourdough1' })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('counts every check from one address across accounts and the admin validate', async () => {
    const limited = await startListeningApp({
      authAccountLimit: 1000,
      authRateLimit: 2,
      adminPassword: ADMIN_PASSWORD,
    });
    try {
      const from = { 'X-Forwarded-For': '10.1.1.1' };
      const validate = (password: string) =>
        post(limited.client, '/api/admin/validate', { username: 'admin', password }, from);
      expect((await validate(ADMIN_PASSWORD)).json).toMatchObject({ valid: true });
      expect((await validate('wrong')).json).toMatchObject({ valid: false });
      const refused = await validate(ADMIN_PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const login = await post(limited.client, '/api/auth/login', { username: 'nobody', password: 'x' }, from);
      expect(login.status).toBe(429);
      // Another address still gets its own budget.
      expect(
        (
          await post(
            limited.client,
            '/api/admin/validate',
            { username: 'admin', password: ADMIN_PASSWORD },
            { 'X-Forwarded-For': '10.1.1.2' },
          )
        ).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it(`keeps at most ${MAX_SESSIONS_PER_USER} live sessions per account, ending the oldest`, async () => {
    const stamp = Date.now().toString(36);
    const { cookie: first, id } = await register(client, `many${stamp}`);
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) {
      server.db
        .prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
        .run(hashToken(`spare-${stamp}-${i}`), id, Date.now() + 86_400_000);
    }
    const login = await post(client, '/api/auth/login', { username: `many${stamp}`, password: 'sourdough1' });
    expect(login.status).toBe(200);
    const live = server.db.prepare('SELECT count(*) FROM sessions WHERE user_id = ?').pluck().get(id);
    expect(live).toBe(MAX_SESSIONS_PER_USER);
    expect((await client.send({ method: 'GET', path: '/api/auth/me', headers: { Cookie: first } })).status).toBe(401);
    const fresh = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await client.send({ method: 'GET', path: '/api/auth/me', headers: { Cookie: fresh } })).status).toBe(200);
  }, 60_000);

  it('the hashing queue runs a bounded number at once and answers 503 with Retry-After when full', async () => {
    const queue = new HashingQueue(1, 1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = queue.run(() => gate.then(() => 'first'));
    const waiting = queue.run(async () => 'second');
    expect(queue.busy).toEqual({ running: 1, waiting: 1 });
    const refused = await queue.run(async () => 'third').catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': expect.stringMatching(/^[1-9]\d*$/) } });
    release();
    expect(await running).toBe('first');
    expect(await waiting).toBe('second');
    expect(queue.busy).toEqual({ running: 0, waiting: 0 });
  });
});
