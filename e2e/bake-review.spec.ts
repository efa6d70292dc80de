import { expect, test } from './fixtures';
import { adminToken, createAccount, expectNoSeriousAxe, openHydrated, signedInDevice } from './helpers';

/**
 * A bake turned into a review in one tap (docs/decisions/041-a-bake-becomes-a-review.md): a bake
 * with stars and a note, 'Post as a review' under the recipe shows what becomes public; offline
 * it says it needs a connection and loses nothing; online it posts, pending; the entry says
 * 'Review sent for approval' and is not offered again; the admin approves and the review shows on
 * the recipe page, the bake says 'Review published'; rejected, it says so. A second bake of the
 * recipe without stars asks for them first and says the post replaces the review. The review
 * deleted, the bake is offered again, on every device
 * (docs/decisions/042-a-waiting-photo-keeps-its-owner.md).
 */
const PHONE = { width: 390, height: 844 };
const NOTE = 'Rose beautifully; next time 5 minutes less in the oven';

test('a bake posted as a review in one tap: pending, then on the recipe once approved', async ({
  browser,
  page: adminPage,
}) => {
  test.setTimeout(120_000);
  const auth = { Authorization: `Bearer ${await adminToken(adminPage)}` };
  const account = await createAccount(adminPage.request);
  const phone = await signedInDevice(browser, account, PHONE);
  const { page } = phone;
  // A recipe no other journey reviews.
  const slug = 'brown-butter-chocolate-chip-cookies';
  await expect(async () => {
    await openHydrated(page, `/recipes/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

  // I made this: a note and 4 stars.
  const journal = page.locator('#journal');
  await journal.getByRole('button', { name: 'I made this' }).click();
  await journal.getByRole('textbox', { name: 'Note (only you see it)' }).fill(NOTE);
  await journal.getByRole('radio', { name: '4 stars' }).check();
  await journal.getByRole('button', { name: 'Save to my journal' }).click();
  await expect(page.getByTestId('made-times')).toHaveText('You made this once');

  // Post as a review: the dialog shows what becomes public.
  await journal
    .getByRole('button', { name: new RegExp(`^Post as a review: ${title}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Post as a review' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Your review (optional)' })).toHaveValue(NOTE);
  await expect(dialog).toContainText('Only what you see here is posted');
  await expectNoSeriousAxe(page, 'the "Post as a review" dialog');
  await page.screenshot({ path: test.info().outputPath('phone-post-as-review.png') });

  // Offline: it says so and keeps everything.
  await phone.context.setOffline(true);
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Posting a review needs a connection/);
  await phone.context.setOffline(false);
  await expect(dialog.getByRole('textbox', { name: 'Your review (optional)' })).toHaveValue(NOTE);

  // Online: one tap posts it, pending; nothing public yet.
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden();
  await expect(journal.getByTestId('bake-reviewed')).toContainText('Review sent for approval');
  await expect(journal.getByRole('button', { name: /Post as a review/ })).toHaveCount(0);
  await expect(page.getByTestId('own-review-status')).toContainText('Waiting for the baker');
  const mine = (await (await page.request.get(`/api/recipes/${slug}/reviews/mine`)).json()).review;
  expect(mine).toMatchObject({ status: 'pending', rating: 4, text: NOTE });
  const publicNow = await (await adminPage.request.get(`/api/recipes/${slug}/reviews`)).json();
  expect(publicNow.reviews.some((r: { id: number }) => r.id === mine.id)).toBe(false);

  // A second bake without stars: the dialog asks for them and says it replaces the review.
  await journal.getByRole('button', { name: 'I made this' }).click();
  await journal.getByRole('textbox', { name: 'Note (only you see it)' }).fill('Second batch, chewier');
  await journal.getByRole('button', { name: 'Save to my journal' }).click();
  await expect(page.getByTestId('made-times')).toHaveText('You made this 2 times');
  await journal
    .getByRole('button', { name: new RegExp(`^Post as a review: ${title}`) })
    .first()
    .click();
  await expect(dialog.getByTestId('replaces-review')).toContainText('Posting this replaces it');
  await expect(dialog.getByRole('button', { name: 'Replace my review' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace my review' }).click();
  await expect(dialog.getByText('How did it turn out? Choose 1 to 5 stars first.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '1 star' })).toBeFocused();
  await expectNoSeriousAxe(page, 'the dialog asking for stars');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(journal.getByRole('button', { name: new RegExp(`^Post as a review: ${title}`) }).first()).toBeFocused();

  // The admin approves the first: it shows on the recipe page.
  expect((await adminPage.request.post(`/api/admin/reviews/${mine.id}/approve`, { headers: auth })).status()).toBe(200);
  await expect(async () => {
    await openHydrated(page, `/recipes/${slug}`);
    await expect(page.locator('#reviews article').filter({ hasText: NOTE })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  // The dashboard's Bakes tab says the same of the first bake.
  await openHydrated(page, '/dashboard#bakes');
  const first = page.getByTestId('bake').filter({ hasText: NOTE });
  await expect(first.getByTestId('bake-reviewed')).toContainText('Review published');
  await expect(first.getByTestId('bake-rating')).toContainText('Rated 4 out of 5');
  await page.screenshot({ path: test.info().outputPath('phone-bakes-reviewed.png'), fullPage: true });
  await expectNoSeriousAxe(page, 'the Bakes tab with a reviewed bake');

  // The admin takes it down: the bake says so when she comes back to the page.
  expect((await adminPage.request.post(`/api/admin/reviews/${mine.id}/reject`, { headers: auth })).status()).toBe(200);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(first.getByTestId('bake-reviewed')).toContainText('The baker did not publish your review');
  await expectNoSeriousAxe(page, 'the Bakes tab with a review not published');

  // She deletes the review on the recipe page: the bake under it is offered again at once.
  await openHydrated(page, `/recipes/${slug}`);
  const bakes = page.locator('#journal');
  await expect(bakes.getByTestId('bake-reviewed')).toContainText('The baker did not publish your review');
  await page.getByTestId('own-review').getByRole('button', { name: 'Delete your review' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('Your review was deleted.')).toBeVisible();
  await expect(bakes.getByTestId('bake-reviewed')).toHaveCount(0);
  await expect(bakes.getByRole('button', { name: new RegExp(`^Post as a review: ${title}`) })).toHaveCount(2);

  // On the account too, so every device offers it again; the bake keeps its stars.
  const accountEntry = async (note: string) => {
    const { items } = await (await page.request.get('/api/me/changes?since=0')).json();
    const entry = (items as { state: { f: Record<string, { v: unknown }> } }[]).find(
      (item) => item.state.f.note?.v === note,
    );
    return [entry?.state.f.reviewedAt?.v ?? null, entry?.state.f.rating?.v ?? null];
  };
  await expect.poll(() => accountEntry(NOTE)).toEqual([null, 4]);

  // The second bake posted, then its review deleted where this phone does not see it (another
  // device, the API): a device opening the Bakes tab asks, and offers the bake again.
  const second = 'Second batch, chewier';
  await bakes
    .getByRole('button', { name: new RegExp(`^Post as a review: ${title}`) })
    .first()
    .click();
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await accountEntry(second))[0]).not.toBeNull();
  await (await page.request.delete(`/api/recipes/${slug}/reviews`)).dispose();
  const laptop = await signedInDevice(browser, account, PHONE);
  await openHydrated(laptop.page, '/dashboard#bakes');
  const onLaptop = laptop.page.getByTestId('bake').filter({ hasText: second });
  await expect(onLaptop.getByRole('button', { name: new RegExp(`^Post as a review: ${title}`) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(onLaptop.getByTestId('bake-reviewed')).toHaveCount(0);
  await expect.poll(() => accountEntry(second)).toEqual([null, 5]);
  await laptop.context.close();
  await phone.context.close();
});
