import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRepos } from '../db/repos';
import { openDb, type Db } from '../db/open';
import { createMailer } from '../mail/mailer';
import { startMailWorker, type MailWorker } from '../mail/worker';
import { makeTestApp, type TestApp } from '../test/harness';
import { startInbox, type Inbox } from '../test/smtp';
import { adminAuth, approve, signedInBaker, someRecipe } from '../test/reviews';
import { DIGEST_INTERVAL_MS, REVIEW_DIGEST_JOB, reviewDigestJob, reviewDigestMessage } from './digest';

const reviews = (slug: string) => `/api/recipes/${slug}/reviews`;
const HOUR = 60 * 60 * 1000;

const opened: { db: Db; worker: MailWorker }[] = [];
afterEach(async () => {
  for (const { db, worker } of opened.splice(0)) {
    await worker.stop();
    db.close();
  }
});

/**
 * Another server process on the same database file (WEB_CONCURRENCY, or the same server after a
 * restart): its own connection and its own mail worker, whose clock reads `clock.now`.
 */
function otherProcess(t: TestApp, inbox: Inbox, clock: { now: number }) {
  const db = openDb(join(t.dataDir, 'test.db'));
  const repos = createRepos(db);
  const worker = startMailWorker({
    db,
    mailer: createMailer({ ...t.config, smtpUrl: inbox.url }, () => undefined),
    jobs: { [REVIEW_DIGEST_JOB]: reviewDigestJob({ db, repos, config: t.config }) },
    log: () => undefined,
    pollMs: 20,
    now: () => clock.now,
  });
  opened.push({ db, worker });
  return worker;
}

const digestsSent = (t: TestApp) => t.db.prepare('SELECT count(*) FROM review_digests').pluck().get() as number;
const lastSent = (t: TestApp) => t.db.prepare('SELECT max(sent_at) FROM review_digests').pluck().get() as number;
const digestJobs = (t: TestApp) =>
  t.db
    .prepare('SELECT next_attempt_at FROM mail_outbox WHERE kind = ? AND failed_at IS NULL')
    .pluck()
    .all(REVIEW_DIGEST_JOB) as number[];
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("the baker's e-mail of new reviews", () => {
  it('goes out at once for the first review, then at most once an hour, whichever process sends it', async () => {
    const inbox = await startInbox();
    const t = await makeTestApp({ config: { smtpUrl: inbox.url, bakerEmail: 'baker@sift.example' } });
    const recipe = t.db.prepare('SELECT slug, title FROM recipes WHERE slug = ?').get(someRecipe(t).slug) as {
      slug: string;
      title: string;
    };
    const ada = await signedInBaker(t, 'Ada <b>Lovelace</b>');
    await ada.agent.post(reviews(recipe.slug)).send({ rating: 5, text: 'Rose\nbeautifully' }).expect(201);
    const [first] = await inbox.waitFor(1);
    expect(first!.to).toMatchObject({ text: 'baker@sift.example' });
    expect(first!.subject).toBe('A new review on Sift & Story');
    expect(first!.text).toContain(`${recipe.title}: 5 stars from Ada <b>Lovelace</b>: "Rose beautifully"`);
    expect(first!.text).toContain('http://localhost:3000/admin/dashboard?tab=reviews');
    expect(first!.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(first!.html).not.toContain('<b>Lovelace</b>');
    const sent = lastSent(t);

    // Within the hour: Bob's and Cy's reviews wait in one job, due an hour after the first e-mail.
    const bob = await signedInBaker(t, 'Bob');
    const cy = await signedInBaker(t, 'Cy');
    await bob.agent.post(reviews(recipe.slug)).send({ rating: 3 }).expect(201);
    await cy.agent.post(reviews(recipe.slug)).send({ rating: 4 }).expect(201);
    expect(digestJobs(t)).toEqual([sent + DIGEST_INTERVAL_MS]);
    await t.mail!.idle();
    await settle();
    expect(inbox.messages).toHaveLength(1);

    // The server restarts (its worker stops); two processes come up a minute before the hour: nothing.
    await t.mail!.stop();
    const clock = { now: sent + DIGEST_INTERVAL_MS - 60_000 };
    const [one, two] = [otherProcess(t, inbox, clock), otherProcess(t, inbox, clock)];
    await Promise.all([one.idle(), two.idle()]);
    await settle();
    expect(inbox.messages).toHaveLength(1);

    // The hour is over: one of them sends it, naming Bob and Cy, and only once.
    clock.now = sent + DIGEST_INTERVAL_MS;
    one.wake();
    two.wake();
    const [, second] = await inbox.waitFor(2);
    await Promise.all([one.idle(), two.idle()]);
    await settle();
    expect(inbox.messages).toHaveLength(2);
    expect(second!.subject).toBe('2 new reviews on Sift & Story');
    expect(second!.text).toContain(`${recipe.title}: 3 stars from Bob`);
    expect(second!.text).toContain(`${recipe.title}: 4 stars from Cy`);
    expect(second!.text).not.toContain('Ada');
    expect(digestsSent(t)).toBe(2);
    expect(digestJobs(t)).toEqual([]);
  });

  it('names a replaced review again, and not one the baker approved before the e-mail went out', async () => {
    const inbox = await startInbox();
    const t = await makeTestApp({ config: { smtpUrl: inbox.url } });
    const auth = await adminAuth(t);
    const { slug } = someRecipe(t);
    const ada = await signedInBaker(t, 'Ada');
    const bob = await signedInBaker(t, 'Bob');
    await ada.agent.post(reviews(slug)).send({ rating: 5 }).expect(201);
    await inbox.waitFor(1);
    expect(inbox.messages[0]!.to).toMatchObject({ text: 'hello@siftandstory.example' });
    const sent = lastSent(t);

    await ada.agent.post(reviews(slug)).send({ rating: 2, text: 'Changed my mind' }).expect(201);
    const early = await bob.agent.post(reviews(slug)).send({ rating: 4 }).expect(201);
    await approve(t, auth, early.body.id);
    await t.mail!.stop();
    const later = otherProcess(t, inbox, { now: sent + DIGEST_INTERVAL_MS });
    const [, second] = await inbox.waitFor(2);
    await later.idle();
    expect(second!.subject).toBe('A new review on Sift & Story');
    expect(second!.text).toContain('2 stars from Ada: "Changed my mind"');
    expect(second!.text).not.toContain('Bob');
  });

  it('sends nothing when every waiting review was moderated before the hour was over', async () => {
    const inbox = await startInbox();
    const t = await makeTestApp({ config: { smtpUrl: inbox.url } });
    const auth = await adminAuth(t);
    const { slug } = someRecipe(t);
    const ada = await signedInBaker(t, 'Ada');
    const bob = await signedInBaker(t, 'Bob');
    await ada.agent.post(reviews(slug)).send({ rating: 5 }).expect(201);
    await inbox.waitFor(1);
    const sent = lastSent(t);
    const waiting = await bob.agent.post(reviews(slug)).send({ rating: 4 }).expect(201);
    await approve(t, auth, waiting.body.id);
    await t.mail!.stop();
    const later = otherProcess(t, inbox, { now: sent + 5 * HOUR });
    await later.idle();
    await settle();
    expect(inbox.messages).toHaveLength(1);
    expect(digestsSent(t)).toBe(1);
    expect(digestJobs(t)).toEqual([]);
  });

  it('quotes at most 20 reviews and 300 characters of each, and counts the rest', () => {
    const entries = Array.from({ length: 20 }, (_, i) => ({
      recipeTitle: 'Honey\nOat Loaf',
      recipeSlug: 'honey-oat-loaf',
      rating: 1 + (i % 5),
      author: `Baker ${i}`,
      text: i === 0 ? 'y'.repeat(400) : '',
      hasPhoto: i === 1,
    }));
    const message = reviewDigestMessage({ to: 'b@x.example', entries, total: 25, siteUrl: 'https://sift.example' });
    expect(message.subject).toBe('25 new reviews on Sift & Story');
    expect(message.text).toContain('25 new reviews are waiting for you to read them.');
    expect(message.text).toContain(`- Honey Oat Loaf: 1 star from Baker 0: "${'y'.repeat(300)}…"`);
    expect(message.text).toContain('- Honey Oat Loaf: 2 stars from Baker 1 (with a photo)\n');
    expect(message.text).toContain('And 5 more.');
    expect(message.text).toContain('https://sift.example/admin/dashboard?tab=reviews');
  });
});
