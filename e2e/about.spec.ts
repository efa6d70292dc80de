import { expect, test } from './fixtures';

test.describe('about page', () => {
  test('anchors scroll into view on load, from the footer and from the in-page links', async ({ page }) => {
    await page.goto('/about#shipping');
    await expect(page).toHaveTitle('About - Sift & Story');
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping & returns' })).toBeInViewport();
    await expect(page.getByText('72 hours or more before the class: a full refund.')).toBeVisible();
    await expect(page.getByText('Between 24 and 72 hours before: a credit toward a future workshop.')).toBeVisible();
    await expect(page.getByText(/report it within 7 days of purchase/)).toBeVisible();

    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/about#privacy$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeInViewport();
    await expect(page.getByText(/One cookie only: a session cookie/)).toBeVisible();

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/about#terms$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Terms of service' })).toBeInViewport();
    await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/about#faq$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInViewport();
  });

  test('the FAQ opens and the contact offers an e-mail and a social link', async ({ page }) => {
    await page.goto('/about');
    const question = page.getByText('Can I use the recipes without an internet connection?');
    await question.click();
    await expect(page.getByText(/the whole recipe collection is kept on your device/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@siftandstory.example' })).toHaveAttribute(
      'href',
      'mailto:hello@siftandstory.example',
    );
    await expect(page.getByRole('link', { name: '@siftandstory', exact: true })).toHaveAttribute(
      'href',
      /instagram\.com/,
    );
  });
});
