import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import {
  adminToken,
  createAccount,
  expectNoSeriousAxe,
  expectToast,
  expectToastOnScreen,
  signInWithDialog,
} from './helpers';

// Issue 36, the reviews half of its journey: rate with words and a photo, nothing public before
// the baker approves, the figures as they move, and the photo served without its EXIF.

test.use({ serviceWorkers: 'block' });

const SLUG = 'cream-tea-scones';
const TITLE = 'Cream Tea Scones';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';

/** A phone's JPEG, stored sideways (orientation 6) and carrying where it was taken (GPS). */
function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#d9a066' } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The page as the server sends it (what a search engine or a first visit reads), and its JSON-LD. */
async function servedPage(request: APIRequestContext) {
  const html = await (await request.get(`/recipes/${SLUG}`)).text();
  const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!) as {
    aggregateRating?: { ratingValue: number; ratingCount: number };
    review?: { reviewBody?: string; author: { name: string } }[];
  };
  return { html, ld };
}

async function approveOverApi(request: APIRequestContext, page: Page, author: string) {
  const auth = { Authorization: `Bearer ${await adminToken(page)}` };
  const pending = (await (await request.get('/api/admin/reviews?status=pending', { headers: auth })).json()) as {
    reviews: { id: number; author: string; recipe: { slug: string } }[];
  };
  const review = pending.reviews.find((r) => r.author === author && r.recipe.slug === SLUG)!;
  expect((await request.post(`/api/admin/reviews/${review.id}/approve`, { headers: auth })).status()).toBe(200);
}

test('a rating with words and a photo waits for the baker, then shows with the figures the issue names', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  const ada = await createAccount(request, { name: 'Ada Baker' });
  await page.goto(`/recipes/${SLUG}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('No reviews yet. Baked it? Be the first to rate it.')).toBeVisible();
  await reviews.getByRole('button', { name: 'Rate this recipe' }).click();
  await expectToastOnScreen(page, 'Authentication required', 'Please sign in to rate this recipe.');
  await signInWithDialog(page, ada.username, ada.password);

  const form = reviews.getByRole('form', { name: 'Rate this recipe' });
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
  // The stars are one radio group: the arrow keys move the choice.
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your review (optional)').fill('Tall and tender.\nhttps://example.com is not a link.');
  await form.getByLabel('Add a photo (optional)').setInputFiles({
    name: 'scones.jpg',
    mimeType: 'image/jpeg',
    buffer: await phoneJpeg(),
  });
  await expect(form.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  await expectNoSeriousAxe(page, 'the review form');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByText('Thanks! Your review will appear once the baker has read it.')).toBeVisible();
  await expect(reviews.getByTestId('own-review-status')).toHaveText(/^Waiting for the baker/);

  // Nothing public yet: not on the page the server sends, not in its JSON-LD, not in the app.
  const before = await servedPage(request);
  expect(before.html).not.toContain('Tall and tender.');
  expect(before.ld.aggregateRating).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('article')).toHaveCount(0);
  await expect(page.getByTestId('rating')).toHaveCount(0);

  // The baker approves from the Reviews tab.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('Username').fill('admin');
  await admin.getByLabel('Password').fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Log In' }).click();
  await admin.getByRole('tab', { name: 'Reviews' }).click();
  const pending = admin.getByRole('article', { name: `5 stars for ${TITLE}` });
  await expect(pending.getByText('Ada Baker')).toBeVisible();
  await expect(pending.getByRole('img', { name: /^Photo sent with the review by Ada Baker/ })).toBeVisible();
  await expectNoSeriousAxe(admin, 'the admin Reviews tab');
  await pending.getByRole('button', { name: `Approve the review by Ada Baker of ${TITLE}` }).click();
  await expectToast(admin, 'Review Approved');
  await expect(admin.getByText('No reviews are waiting.')).toBeVisible();

  // The page the server renders shows it: the review, '5.0 (1)' and aggregateRating.
  const approved = await servedPage(request);
  expect(approved.html).toContain('Tall and tender.');
  expect(approved.html).toContain('5.0 (1)');
  expect(approved.html).toContain('Rated 5.0 out of 5 by 1 baker');
  expect(approved.ld.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 1 });
  expect(approved.ld.review?.[0]).toMatchObject({ author: { name: 'Ada Baker' } });
  await page.reload();
  const shown = page.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: 'Ada Baker' });
  await expect(shown).toContainText('https://example.com is not a link.');
  await expect(shown.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Rated 5.0 out of 5 by 1 baker' })).toBeVisible();
  await expectNoSeriousAxe(page, 'the recipe page with a review');

  // B rates 3, approved: '4.0 (2)'.
  const bob = await createAccount(request, { name: 'Bob Baker' });
  const bobApi = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  await bobApi.post('/api/auth/login', { data: { username: bob.username, password: bob.password } });
  expect((await bobApi.post(`/api/recipes/${SLUG}/reviews`, { data: { rating: 3 } })).status()).toBe(201);
  await approveOverApi(request, page, 'Bob Baker');
  expect((await servedPage(request)).html).toContain('4.0 (2)');

  // A rates again, 4: pending until approved, then '3.5 (2)'.
  await page.reload();
  await page.getByRole('button', { name: 'Edit your review' }).click();
  await page.getByRole('form', { name: 'Rate this recipe' }).getByRole('radio', { name: '4 stars' }).check();
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Thanks! Your review will appear once the baker has read it.')).toBeVisible();
  await approveOverApi(request, page, 'Ada Baker');
  const last = await servedPage(request);
  expect(last.html).toContain('3.5 (2)');
  expect(last.ld.aggregateRating).toMatchObject({ ratingValue: 3.5, ratingCount: 2 });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Rated 3.5 out of 5 by 2 bakers' })).toBeVisible();

  // The served photo has no EXIF (so no GPS position) and stands upright.
  const list = (await (await request.get(`/api/recipes/${SLUG}/reviews`)).json()) as {
    reviews: { author: string; photo: string | null }[];
  };
  const photo = list.reviews.find((r) => r.author === 'Ada Baker')!.photo!;
  const served = await request.get(`${photo}/1200`);
  expect(served.headers()['content-type']).toBe('image/webp');
  const meta = await sharp(await served.body()).metadata();
  expect(meta.exif).toBeUndefined();
  expect([meta.width, meta.height]).toEqual([600, 900]);
  await bobApi.dispose();
  await adminContext.close();
});

test('offline, posting a review says it needs a connection and keeps what was typed', async ({
  page,
  context,
  request,
}) => {
  const cleo = await createAccount(request, { name: 'Cleo Baker' });
  await page.goto(`/recipes/${SLUG}`);
  await page.getByRole('button', { name: 'Rate this recipe' }).click();
  await signInWithDialog(page, cleo.username, cleo.password);
  const form = page.getByRole('form', { name: 'Rate this recipe' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review (optional)').fill('Made these on the train');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^Posting a review needs a connection/);
  await expect(form.getByLabel('Your review (optional)')).toHaveValue('Made these on the train');
  await context.setOffline(false);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Thanks! Your review will appear once the baker has read it.')).toBeVisible();
});
