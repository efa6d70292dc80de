import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { bakePhotoIds } from '../shared/bake-photos';
import { expect, test } from './fixtures';
import {
  adminToken,
  createAccount,
  expectNoSeriousAxe,
  openHydrated,
  signedInDevice,
  signInWithDialog,
} from './helpers';

/**
 * A bake's photos (docs/decisions/041-a-bake-becomes-a-review.md): offline on a phone, "I made
 * this" with a note and a photo; back online the photo is sent and the entry with its photo is on
 * the laptop; the bake is posted as a review with the photo; the admin approves; the review shows
 * on the recipe page with its photo, a public copy, while the bake's own stays private.
 */
const NOTE = 'Golden all over; the photo is of the second tray';

/** A phone's photo: a JPEG with the camera's make and a GPS position. */
const phoneJpeg = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#c9955c' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' },
    })
    .toBuffer();

/** Whether every image in `scope` has loaded with pixels. */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) =>
      images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
    );

test('offline on a phone, a bake with a photo; the laptop shows it; posted as a review with the photo', async ({
  browser,
  page: adminPage,
}) => {
  test.setTimeout(150_000);
  const auth = { Authorization: `Bearer ${await adminToken(adminPage)}` };
  const account = await createAccount(adminPage.request);
  const phone = await signedInDevice(browser, account, { width: 390, height: 844 });
  const laptop = await signedInDevice(browser, account);
  const slug = 'soft-dinner-rolls';
  await expect(async () => {
    await openHydrated(phone.page, `/recipes/${slug}`);
    await expect(phone.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const title = (await phone.page.getByRole('heading', { level: 1 }).textContent())!.trim();

  // Offline: I made this, with a note, stars and a photo.
  await phone.context.setOffline(true);
  const journal = phone.page.locator('#journal');
  await journal.getByRole('button', { name: 'I made this' }).click();
  await journal.getByRole('textbox', { name: 'Note (only you see it)' }).fill(NOTE);
  await journal.getByRole('radio', { name: '5 stars' }).check();
  await journal
    .getByLabel(/^Photos \(optional/)
    .setInputFiles({ name: 'rolls.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg() });
  await expect(journal.getByRole('img', { name: 'Photo 1 you chose' })).toBeVisible();
  await expectNoSeriousAxe(phone.page, '"I made this" with a photo');
  await journal.getByRole('button', { name: 'Save to my journal' }).click();
  await expect(phone.page.getByTestId('made-times')).toHaveText('You made this once');

  // The phone's Bakes tab: the photo waits on the device.
  await journal.getByRole('link').first().click();
  const onPhone = phone.page.getByTestId('bake').filter({ hasText: NOTE });
  await expect(onPhone.getByTestId('bake-photo')).toHaveAttribute('data-state', 'waiting');
  await expect(onPhone.getByText('Kept on this device; sent once you are online.')).toBeVisible();

  // Back online: it is sent, and the entry names it.
  await phone.context.setOffline(false);
  await phone.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(onPhone.getByTestId('bake-photo')).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
  await expect.poll(() => loaded(phone.page, '[data-testid="bake-photo"] img')).toBe(true);

  // The laptop: the entry and its photo.
  const onLaptop = laptop.page.getByTestId('bake').filter({ hasText: NOTE });
  await expect(async () => {
    await openHydrated(laptop.page, '/dashboard#bakes');
    await expect(onLaptop.getByTestId('bake-photo')).toHaveAttribute('data-state', 'sent', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => loaded(laptop.page, '[data-testid="bake-photo"] img')).toBe(true);
  const src = await onLaptop.getByRole('img', { name: 'Photo 1 of this bake' }).getAttribute('src');
  expect(src).toMatch(/^\/api\/me\/bake-photos\/[0-9a-f]{32}\/400$/);
  // Private: another visitor gets nothing.
  expect((await adminPage.request.get(src!)).status()).toBe(401);
  await laptop.page.screenshot({ path: test.info().outputPath('desktop-bake-photo.png'), fullPage: true });
  await expectNoSeriousAxe(laptop.page, 'the Bakes tab with a photo');

  // Posted as a review with the photo.
  await onLaptop.getByRole('button', { name: new RegExp(`^Post as a review: ${title}`) }).click();
  const dialog = laptop.page.getByRole('dialog', { name: 'Post as a review' });
  await expect(dialog.getByRole('radio', { name: 'Photo 1 of this bake' })).toBeChecked();
  await expectNoSeriousAxe(laptop.page, 'the review dialog with a photo');
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden();
  await expect(onLaptop.getByTestId('bake-reviewed')).toContainText('Review sent for approval');
  const mine = (await (await laptop.page.request.get(`/api/recipes/${slug}/reviews/mine`)).json()).review;
  expect(mine).toMatchObject({ status: 'pending', rating: 5, text: NOTE });
  expect(mine.photo).toMatch(/^\/objects\/review-/);

  // The admin approves: the review and its photo on the recipe page, for anyone.
  expect((await adminPage.request.post(`/api/admin/reviews/${mine.id}/approve`, { headers: auth })).status()).toBe(200);
  await expect(async () => {
    await openHydrated(adminPage, `/recipes/${slug}`);
    await expect(adminPage.locator('#reviews article').filter({ hasText: NOTE })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const review = adminPage.locator('#reviews article').filter({ hasText: NOTE });
  const photo = review.getByRole('img', { name: /^Photo of the bake by/ });
  await expect(photo).toHaveAttribute('src', `${mine.photo}/400`);
  // Loaded lazily: in view, it draws.
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(adminPage, '#reviews article img')).toBe(true);

  await (await laptop.page.request.delete(`/api/recipes/${slug}/reviews`)).dispose();
  await phone.context.close();
  await laptop.context.close();
});

test('a photo not yet sent waits past sign-out, and reaches its bake when the baker signs in again', async ({
  browser,
  page: visitor,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(visitor.request);
  const laptop = await signedInDevice(browser, account);
  const { page } = laptop;
  const note = 'The tray by the window; photo taken with no signal';
  await expect(async () => {
    await openHydrated(page, '/recipes/soft-dinner-rolls');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  // Offline: a bake with a photo.
  await laptop.context.setOffline(true);
  const journal = page.locator('#journal');
  await journal.getByRole('button', { name: 'I made this' }).click();
  await journal.getByRole('textbox', { name: 'Note (only you see it)' }).fill(note);
  await journal
    .getByLabel(/^Photos \(optional/)
    .setInputFiles({ name: 'tray.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg() });
  await journal.getByRole('button', { name: 'Save to my journal' }).click();
  await expect(page.getByTestId('made-times')).toHaveText('You made this once');

  // Online again, but the photo does not get through before she signs out (a weak signal).
  await page.route('**/api/me/bake-photos/upload', (route) => route.abort('failed'));
  await laptop.context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await journal.getByRole('link').first().click();
  const bake = page.getByTestId('bake').filter({ hasText: note });
  await expect(bake.getByTestId('bake-photo')).toHaveAttribute('data-state', 'waiting');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.unroute('**/api/me/bake-photos/upload');

  // She signs in again: her bake is back, with the photo sent and named on it.
  await header.getByRole('button', { name: 'Sign In' }).click();
  await signInWithDialog(page, account.username, account.password);
  await expect(async () => {
    await openHydrated(page, '/dashboard#bakes');
    await expect(bake.getByTestId('bake-photo')).toHaveAttribute('data-state', 'sent', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => loaded(page, '[data-testid="bake-photo"] img')).toBe(true);
  // The account has it too: the entry names the photo once the device's change is sent.
  const photosOnServer = async () => {
    const changes = await (await page.request.get('/api/me/changes?since=0')).json();
    const entry = (changes.items as { id: string; state: { f: Record<string, { v: unknown }> } }[]).find(
      (item) => (item.state.f.note?.v as string | undefined) === note,
    );
    // Each photo its own field of the entry (docs/decisions/045-a-bakes-photos-merge-across-devices.md).
    return entry && bakePhotoIds(Object.fromEntries(Object.entries(entry.state.f).map(([name, f]) => [name, f.v])));
  };
  await expect.poll(photosOnServer, { timeout: 15_000 }).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  await laptop.context.close();
});
