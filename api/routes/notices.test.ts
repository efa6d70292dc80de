import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SURVEY_CLASS_OPTIONS } from '../../shared/survey';
import { adminToken, bearer } from '../test/admin';
import { makeTestApp, type TestApp } from '../test/harness';
import { startInbox, type Inbox } from '../test/smtp';

const addressOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line;

async function workshopsOf(t: TestApp) {
  const list = (await request(t.app).get('/api/shop/workshops')).body as { id: number; kind: string; title: string }[];
  return list.filter((w) => w.kind === 'workshop');
}

async function setup(config: Partial<TestApp['config']> = {}) {
  const inbox = await startInbox();
  const t = await makeTestApp({ config: { smtpUrl: inbox.url, ...config } });
  const token = await adminToken(t);
  const [pie, other] = await workshopsOf(t);
  const signUp = (email: string, workshopId: number, headers: Record<string, string> = {}) =>
    request(t.app).post('/api/shop/workshop-interest').set(headers).send({ email, workshopId });
  const notify = async (workshopId: number) => {
    const res = await request(t.app).post(`/api/admin/workshops/${workshopId}/notify`).set(bearer(token));
    expect(res.status).toBe(200);
    return res.body as { sent: number; unconfirmed: number };
  };
  return { t, inbox, pie: pie!, other: other!, signUp, notify };
}

/** The mails that arrived since `from`, once the outbox has sent what is due. */
async function arrived(t: TestApp, inbox: Inbox, from: number): Promise<ParsedMail[]> {
  await t.mail!.idle();
  return inbox.messages.slice(from);
}

const linkIn = (mail: ParsedMail, path: string) =>
  new RegExp(`http://localhost:3000(${path.replace(/\//g, '\\/')}\\?token=[\\w-]+)`).exec(mail.text ?? '')?.[1];
const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;

describe('"notify me" is double opt-in', () => {
  it('mails a confirmation link; only confirmed addresses are told, each once; the answer never tells which', async () => {
    const { t, inbox, pie, other, signUp, notify } = await setup();
    const first = await signUp('jo@example.com', pie.id);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(
      `Thanks! Check jo@example.com for a link to confirm, and we'll e-mail you when registration opens for ${pie.title}.`,
    );
    // The same address again (any case) for the same workshop: the same answer, no second e-mail within the hour.
    const again = await signUp('JO@example.com', pie.id);
    expect(again.body.message).toBe(first.body.message.replace('jo@example.com', 'JO@example.com'));
    await signUp('sam@example.com', pie.id).expect(201);
    await signUp('jo@example.com', other.id).expect(201);

    const confirmations = await arrived(t, inbox, 0);
    expect(confirmations.map(addressOf).sort()).toEqual(['jo@example.com', 'jo@example.com', 'sam@example.com']);
    const joPie = confirmations.find((m) => addressOf(m) === 'jo@example.com' && m.subject?.includes(pie.title))!;
    expect(joPie.subject).toBe(`Please confirm: ${pie.title} at Sift & Story`);
    expect(joPie.text).toContain('confirm with the link below. It works for 7 days.');
    expect(joPie.text).toContain('If it was not you, ignore this e-mail');
    const confirmLink = linkIn(joPie, '/notices/confirm')!;
    expect(confirmLink).toBeTruthy();

    // Nobody has confirmed yet: the admin's Notify mails no one and says how many wait.
    expect(await notify(pie.id)).toEqual({ sent: 0, unconfirmed: 2 });

    // Opening the link (GET) is the app's page; only its button's POST confirms.
    const confirm = (token: string) => request(t.app).post('/api/shop/workshop-interest/confirm').send({ token });
    const confirmed = await confirm(tokenOf(confirmLink));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(
      `Confirmed: we'll e-mail jo@example.com when registration opens for ${pie.title}.`,
    );
    expect((await confirm(tokenOf(confirmLink))).body.message).toBe(
      `jo@example.com is already confirmed: we'll e-mail it when registration opens for ${pie.title}.`,
    );
    const bad = await confirm('not-a-sent-token');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      "This confirmation link has expired or is not valid. Ask again with Notify Me on the workshop's card.",
    );

    expect(await notify(pie.id)).toEqual({ sent: 1, unconfirmed: 1 });
    const notices = await arrived(t, inbox, 3);
    expect(notices.map(addressOf)).toEqual(['jo@example.com']);
    expect(notices[0]!.subject).toBe(`Registration is open: ${pie.title}`);
    // Pressing the button again sends nothing new.
    expect(await notify(pie.id)).toEqual({ sent: 0, unconfirmed: 1 });
    expect(await arrived(t, inbox, 4)).toEqual([]);
  });

  it('forgets a sign-up not confirmed within 7 days; its link then fails', async () => {
    const { t, inbox, pie, signUp } = await setup();
    await signUp('jo@example.com', pie.id).expect(201);
    const [mail] = await arrived(t, inbox, 0);
    const week = new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString();
    t.db.prepare('UPDATE workshop_interests SET confirm_sent_at = ?, created_at = ?').run(week, week);
    const res = await request(t.app)
      .post('/api/shop/workshop-interest/confirm')
      .send({ token: tokenOf(linkIn(mail!, '/notices/confirm')!) });
    expect(res.status).toBe(400);
    // The next sign-up anywhere forgets it, and a new sign-up starts afresh with a new link.
    await signUp('sam@example.com', pie.id).expect(201);
    expect(t.db.prepare("SELECT COUNT(*) FROM workshop_interests WHERE email = 'jo@example.com'").pluck().get()).toBe(
      0,
    );
  });

  it('mails one address at most 3 confirmations a day, whoever signs it up', async () => {
    const { t, inbox, signUp } = await setup();
    const list = await request(t.app).get('/api/shop/workshops');
    const all = (list.body as { id: number }[]).map((w) => w.id);
    for (const id of all) await signUp('victim@example.com', id).expect(201);
    expect(all.length).toBeGreaterThan(3);
    expect((await arrived(t, inbox, 0)).map(addressOf)).toEqual([
      'victim@example.com',
      'victim@example.com',
      'victim@example.com',
    ]);
  });

  it('never notifies a sign-up made before double opt-in (it was never confirmed)', async () => {
    const { t, inbox, pie, notify } = await setup();
    t.db
      .prepare('INSERT INTO workshop_interests (workshop_id, email, created_at) VALUES (?, ?, ?)')
      .run(pie.id, 'stranger@example.com', new Date().toISOString());
    expect(await notify(pie.id)).toEqual({ sent: 0, unconfirmed: 1 });
    expect(await arrived(t, inbox, 0)).toEqual([]);
  });
});

describe('unsubscribe', () => {
  async function confirmedAndNotified() {
    const s = await setup();
    await s.signUp('jo@example.com', s.pie.id).expect(201);
    await s.signUp('jo@example.com', s.other.id).expect(201);
    for (const mail of await arrived(s.t, s.inbox, 0)) {
      const token = tokenOf(linkIn(mail, '/notices/confirm')!);
      await request(s.t.app).post('/api/shop/workshop-interest/confirm').send({ token }).expect(200);
    }
    expect(await s.notify(s.pie.id)).toEqual({ sent: 1, unconfirmed: 0 });
    const [notice] = await arrived(s.t, s.inbox, 2);
    return { ...s, notice: notice! };
  }

  it('carries RFC 8058 headers; GET and HEAD change nothing and lead to the page with the button', async () => {
    const { t, inbox, other, notify, notice } = await confirmedAndNotified();
    const page = linkIn(notice, '/notices/unsubscribe')!;
    expect(notice.text).toContain(`Unsubscribe: http://localhost:3000${page}`);
    expect(notice.html).toContain(`href="http://localhost:3000${page.replace(/&/g, '&amp;')}"`);
    const oneClick = /<http:\/\/localhost:3000(\/api\/shop\/unsubscribe\?token=[\w-]+)>/.exec(
      header(notice, 'list-unsubscribe') ?? '',
    )?.[1];
    expect(oneClick, header(notice, 'list-unsubscribe')).toBeTruthy();
    expect(tokenOf(oneClick!)).toBe(tokenOf(page));
    expect(header(notice, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A link scanner, a preview, a person: GET or HEAD, with HTML or JSON asked for.
    for (const accept of ['text/html', 'application/json', '*/*']) {
      const get = await request(t.app).get(oneClick!).set('Accept', accept).redirects(0);
      expect(get.status).toBe(303);
      expect(get.headers.location).toBe(page);
      expect(get.headers['cache-control']).toBe('no-store');
    }
    expect((await request(t.app).head(oneClick!).redirects(0)).status).toBe(303);
    // Nothing changed: the other workshop's notice still reaches jo.
    expect(await notify(other.id)).toEqual({ sent: 1, unconfirmed: 0 });
    expect((await arrived(t, inbox, 3)).map(addressOf)).toEqual(['jo@example.com']);
  });

  it("one-click POST from the mail provider: no session, another site's Origin, a form body; then no more notices", async () => {
    const { t, inbox, other, notify, notice } = await confirmedAndNotified();
    const oneClick = /<http:\/\/localhost:3000([^>]+)>/.exec(header(notice, 'list-unsubscribe')!)![1]!;
    const res = await request(t.app)
      .post(oneClick)
      .set('Origin', 'https://mail.provider.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'jo@example.com will get no more workshop notices from Sift & Story.' });
    // Unsubscribed from every notice: the other workshop's skips jo.
    expect(await notify(other.id)).toEqual({ sent: 0, unconfirmed: 0 });
    expect(await arrived(t, inbox, 3)).toEqual([]);
    // Again (a second click): the same answer.
    expect((await request(t.app).post(oneClick).type('form').send('List-Unsubscribe=One-Click')).status).toBe(200);
  });

  it('refuses a POST without a valid token with 400 and a message', async () => {
    const { t } = await setup();
    for (const path of ['/api/shop/unsubscribe', '/api/shop/unsubscribe?token=nope']) {
      const res = await request(t.app).post(path).type('form').send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This unsubscribe link is not valid. It may have been copied only in part.');
    }
  });

  it('a sign-up confirmed after an unsubscribe is heard again, for that workshop only', async () => {
    const { t, inbox, pie, other, signUp, notify, notice } = await confirmedAndNotified();
    const oneClick = /<http:\/\/localhost:3000([^>]+)>/.exec(header(notice, 'list-unsubscribe')!)![1]!;
    await request(t.app).post(oneClick).expect(200);
    // A later sign-up for a third workshop, confirmed by its link: a new, explicit yes.
    const third = (await workshopsOf(t)).find((w) => w.id !== pie.id && w.id !== other.id)!;
    await signUp('jo@example.com', third.id).expect(201);
    const [confirmation] = await arrived(t, inbox, 3);
    const token = tokenOf(linkIn(confirmation!, '/notices/confirm')!);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await request(t.app).post('/api/shop/workshop-interest/confirm').send({ token }).expect(200);
    expect(await notify(third.id)).toEqual({ sent: 1, unconfirmed: 0 });
    expect(await notify(other.id)).toEqual({ sent: 0, unconfirmed: 0 });
  });
});

describe('per-address limits on anonymous writes', () => {
  const survey = { email: 'jo@example.com', classInterests: [SURVEY_CLASS_OPTIONS[0]] };

  it.each([
    ['the class survey', '/api/shop/workshop-survey'],
    ['"notify me"', '/api/shop/workshop-interest'],
  ])('%s: 429 with Retry-After past ANON_WRITE_LIMIT per address, an IPv6 /64 counted as one', async (_, path) => {
    const { t, pie } = await setup({ anonWriteLimit: 3 });
    const body = path.endsWith('survey') ? survey : { email: 'jo@example.com', workshopId: pie.id };
    const from = (address: string) => request(t.app).post(path).set('X-Forwarded-For', address).send(body);
    // Four addresses of one /64: one budget of 3.
    const statuses = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002::7'])
      statuses.push((await from(address)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await from('2001:db8:1:2::abcd');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.body.message).toBe('Too many requests from this address. Please wait a while and try again.');
    // Another /64, and an IPv4 address: budgets of their own.
    expect((await from('2001:db8:1:3::1')).status).toBe(201);
    expect((await from('192.0.2.7')).status).toBe(201);
    // An IPv4 address written as IPv6 is the same address.
    expect((await from('::ffff:192.0.2.7')).status).toBe(201);
    expect((await from('192.0.2.7')).status).toBe(201);
    expect((await from('::ffff:c000:207')).status).toBe(429);
  });

  it('a replay of a stored answer (the same Idempotency-Key) costs nothing', async () => {
    const { t } = await setup({ anonWriteLimit: 1 });
    const send = () =>
      request(t.app).post('/api/shop/workshop-survey').set('Idempotency-Key', 'survey-replay-1').send(survey);
    for (let i = 0; i < 4; i++) expect((await send()).status).toBe(201);
    expect((await request(t.app).post('/api/shop/workshop-survey').send(survey)).status).toBe(429);
  });
});
