import { describe, expect, it } from 'vitest';
import { createRepos } from '../db/repos';
import { createMailer } from '../mail/mailer';
import { makeTestApp, type TestApp } from '../test/harness';
import { startInbox } from '../test/smtp';
import { adminAuth, approve, signedInBaker, someRecipe } from '../test/reviews';
import { DIGEST_INTERVAL_MS, reviewDigestMessage, sendReviewDigest } from './digest';

const reviews = (slug: string) => `/api/recipes/${slug}/reviews`;
const HOUR = 60 * 60 * 1000;

/** Another server process on the same database (WEB_CONCURRENCY): its own repositories and mailer. */
function otherProcess(t: TestApp) {
  return {
    repos: createRepos(t.db),
    mailer: createMailer(
      t.config,
      () => undefined,
      () => undefined,
    ),
    config: t.config,
  };
}

const digestsSent = (t: TestApp) => t.db.prepare('SELECT count(*) FROM review_digests').pluck().get() as number;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("the baker's e-mail of new reviews", () => {
  it('goes out at once for the first review, then at most once an hour, whichever process looks', async () => {
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

    // Within the hour: Bob's review waits, here and in another process.
    const bob = await signedInBaker(t, 'Bob');
    await bob.agent.post(reviews(recipe.slug)).send({ rating: 3 }).expect(201);
    const sent = t.db.prepare('SELECT max(sent_at) FROM review_digests').pluck().get() as number;
    expect(sendReviewDigest(otherProcess(t), sent + DIGEST_INTERVAL_MS - 1)).toBe(false);
    await settle();
    expect(inbox.messages).toHaveLength(1);
    expect(digestsSent(t)).toBe(1);

    // An hour on, one process sends it (naming Bob's review only), and the other finds nothing to send.
    expect(sendReviewDigest(otherProcess(t), sent + DIGEST_INTERVAL_MS)).toBe(true);
    expect(sendReviewDigest(otherProcess(t), sent + DIGEST_INTERVAL_MS)).toBe(false);
    const [, second] = await inbox.waitFor(2);
    expect(second!.text).toContain(`${recipe.title}: 3 stars from Bob`);
    expect(second!.text).not.toContain('Ada');
    expect(digestsSent(t)).toBe(2);
    // Nothing new: no e-mail, however long after.
    expect(sendReviewDigest(otherProcess(t), sent + 5 * HOUR)).toBe(false);
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
    const sent = t.db.prepare('SELECT max(sent_at) FROM review_digests').pluck().get() as number;

    await ada.agent.post(reviews(slug)).send({ rating: 2, text: 'Changed my mind' }).expect(201);
    const early = await bob.agent.post(reviews(slug)).send({ rating: 4 }).expect(201);
    await approve(t, auth, early.body.id);
    expect(sendReviewDigest(otherProcess(t), sent + DIGEST_INTERVAL_MS)).toBe(true);
    const [, second] = await inbox.waitFor(2);
    expect(second!.subject).toBe('A new review on Sift & Story');
    expect(second!.text).toContain('2 stars from Ada: "Changed my mind"');
    expect(second!.text).not.toContain('Bob');
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
