import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { adminToken, deviceFavoriteIds, expectNoSeriousAxe, expectToast } from './helpers';
import { newestMail } from './mail';

// Issue 36, item 5: deleting an account removes its reviews and photos (docs/product.md#accounts,
// docs/decisions/040-account-deletion.md).

test.use({ serviceWorkers: 'block' });

const SLUG = 'soft-dinner-rolls';
const header = (page: Page) => page.getByRole('banner');

function photoJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#e0b070' } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('a baker deletes her account from the dashboard: her review, photo and favorites go, she is signed out', async ({
  page,
}) => {
  const username = `gone${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await page.goto('/');

  // Sign up.
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Create one' }).click();
  const join = page.getByRole('dialog', { name: 'Join Sift & Story' });
  await join.getByLabel('Username').fill(username);
  await join.getByLabel('Full Name').fill('Hazel Gone');
  await join.getByLabel('Email').fill(email);
  await join.getByLabel('Password', { exact: true }).fill('sourdough1');
  await join.getByLabel('Confirm Password').fill('sourdough1');
  await join.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration successful');

  // A favorite, kept on the device and sent to the account.
  await page
    .getByRole('region', { name: 'Featured Recipes' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'One-Bowl White Bread', exact: true }) })
    .getByRole('button', { name: 'Add to favorites' })
    .click();
  await expectToast(page, 'Added to favorites');
  await expect
    .poll(async () => ((await (await page.request.get('/api/favorites')).json()) as unknown[]).length)
    .toBe(1);

  // A review with a photo.
  await page.goto(`/recipes/${SLUG}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  // Signed in, the form is open.
  const form = reviews.getByRole('form', { name: 'Rate this recipe' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review (optional)').fill('Pillowy.');
  await form.getByLabel('Add a photo (optional)').setInputFiles({
    name: 'rolls.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoJpeg(),
  });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByText('Thanks! Your review will appear once the baker has read it.')).toBeVisible();
  const auth = { Authorization: `Bearer ${await adminToken(page)}` };
  const pending = async () =>
    (
      (await (await page.request.get('/api/admin/reviews?status=pending', { headers: auth })).json()) as {
        reviews: { username: string; photo: string | null }[];
      }
    ).reviews.filter((r) => r.username === username);
  const [review] = await pending();
  expect(review?.photo).toBeTruthy();
  expect((await page.request.get(`${review!.photo}/800`)).status()).toBe(200);

  // The dashboard's Account tab: what goes and what stays, then the dialog.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Account' }).click();
  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section).toContainText('your reviews and their photos');
  await expect(section).toContainText('The bakery keeps the record of your orders and booked classes');
  await section.getByRole('button', { name: 'Delete account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel('Current password');
  await expect(password).toBeFocused();
  await expectNoSeriousAxe(page, 'the delete account dialog');

  // A wrong password: said in the dialog, nothing lost, the dialog stays.
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await expect(password).toHaveValue('not-my-password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxe(page, 'the delete account dialog with its error');
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  // The right one: deleted, signed out, home.
  const before = Date.now();
  await password.fill('sourdough1');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  // The device forgot her: no session user, no favorites.
  await expect.poll(() => deviceFavoriteIds(page)).toEqual([]);
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('sift-and-story');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('meta', 'readonly').objectStore('meta').count('sessionUser');
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
    ),
  ).toBe(0);

  // Her review and its photo are gone.
  expect(await pending()).toEqual([]);
  expect((await page.request.get(`${review!.photo}/800`)).status()).toBe(404);
  // The confirmation e-mail.
  const mail = await newestMail(email, before, /account was deleted/);
  expect(mail.subject).toBe('Your Sift & Story account was deleted');

  // She cannot sign in again.
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password').fill('sourdough1');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid username or password');
});
