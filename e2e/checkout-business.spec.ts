import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, fillCheckoutForm } from './helpers';

// Issue 18: checks a card processor makes, in the browser and by the payment provider, and the
// confirmation that gives the order number and what was booked.

test.use({ serviceWorkers: 'block' });

// The class with the most seats: the other journeys of a run book some of them too.
const BREAD = 'Beginner Bread: Your First Sandwich Loaf';
const BREAD_WHEN = 'Sat, Jan 16, 2027, 10:00 AM EST';
const STUDIO = 'Sift & Story Studio, 18 Orchard Lane, Willow Creek';

async function spotsLeftIn(page: Page, title: string): Promise<number> {
  const classes = (await (await page.request.get('/api/shop/workshops')).json()) as {
    title: string;
    spotsAvailable: number;
  }[];
  return classes.find((c) => c.title === title)!.spotsAvailable;
}

async function reserveBread(page: Page) {
  await page.goto('/shop?tab=workshops');
  const card = page.getByRole('article', { name: BREAD });
  await expect(card).toContainText(BREAD_WHEN);
  await page.getByRole('button', { name: `Reserve a spot in ${BREAD}` }).click();
  await expectToast(page, 'Added to cart');
  await page.goto('/checkout');
}

/** The message under a field (its aria-describedby). */
async function messageUnder(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`);
}

test.describe('checkout as a card processor checks it', () => {
  test('the cart and checkout lines of a class say when (in the bakery zone) and where', async ({ page }) => {
    await reserveBread(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByTestId('class-when-where')).toContainText(BREAD_WHEN);
    await expect(summary.getByTestId('class-when-where')).toContainText(STUDIO);
    await page.getByRole('button', { name: /^Shopping cart/ }).click();
    const line = page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('listitem', { name: BREAD });
    await expect(line.getByTestId('class-when-where')).toContainText(`${BREAD_WHEN}${STUDIO}`);
  });

  test('a mistyped card, a past expiry and a postal code that does not fit are refused under their fields, nothing sent', async ({
    page,
  }) => {
    await reserveBread(page);
    await fillCheckoutForm(page);
    let sent = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/checkout') && r.method() === 'POST' && (sent += 1)));
    await page.getByLabel('Card Number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry Date (MM/YY)').fill('12/20');
    await page.getByLabel('ZIP/Postal Code').fill('ABCDE');
    await page.getByRole('button', { name: 'Pay $65.00' }).click();
    await expectToast(page, 'Form Error', 'Please check the form for errors and try again.');
    await expect(await messageUnder(page, 'Card Number')).toHaveText('Card number is not valid');
    await expect(await messageUnder(page, 'Expiry Date (MM/YY)')).toHaveText('This card has expired');
    await expect(await messageUnder(page, 'ZIP/Postal Code')).toHaveText(
      'ZIP code must be 5 digits, or ZIP+4 like 12345-6789',
    );
    await expect(page.getByLabel('Card Number')).toBeFocused();

    // The same code fits another country: choosing Canada with a Canadian code clears it.
    await page.getByLabel('Country').selectOption('CA');
    await page.getByLabel('ZIP/Postal Code').fill('K1A 0B1');
    await expect(page.getByLabel('ZIP/Postal Code')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  test("a declined card (402) shows the provider's reason under 'Checkout Failed' and books nothing", async ({
    page,
  }) => {
    const before = await spotsLeftIn(page, BREAD);
    await reserveBread(page);
    await fillCheckoutForm(page);
    await page.getByLabel('Card Number').fill('4000 0000 0000 0002');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/checkout') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Pay $65.00' }).click();
    const response = await answer;
    expect(response.status()).toBe(402);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/declined/);
    await expectToast(page, 'Checkout Failed', message);
    await expect(page.getByRole('button', { name: /^Shopping cart/ })).toHaveAccessibleName('Shopping cart, 1 item');
    await expect(page.getByLabel('Card Number')).toHaveValue('4000 0000 0000 0002');
    expect(await spotsLeftIn(page, BREAD)).toBe(before);
  });

  test('a placed order shows its number and the class booked with date, place and a calendar file, and stays', async ({
    page,
  }) => {
    await reserveBread(page);
    await fillCheckoutForm(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/checkout') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Pay $65.00' }).click();
    const { orderId } = (await (await answer).json()) as { orderId: number };
    await expectToast(page, 'Order Placed Successfully');
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeFocused();
    await expect(page.getByTestId('order-number')).toHaveText(`#${orderId}`);
    const booked = page.getByRole('list', { name: 'What you booked' });
    await expect(booked).toContainText(BREAD);
    await expect(booked).toContainText(BREAD_WHEN);
    await expect(booked).toContainText(STUDIO);
    const calendar = booked.getByRole('link', { name: `Add ${BREAD} to your calendar` });
    await expect(calendar).toHaveAttribute('download', 'beginner-bread-your-first-sandwich-loaf.ics');
    const ics = decodeURIComponent((await calendar.getAttribute('href'))!.split(',').slice(1).join(','));
    expect(ics).toContain('DTSTART:20270116T150000Z');
    expect(ics).toContain('LOCATION:Sift & Story Studio\\, 18 Orchard Lane\\, Willow Creek');

    // Past the old 1.5 s redirect (docs/product.md#checkout) the number is still there (docs/decisions/008-order-confirmation-stays.md).
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('order-number')).toHaveText(`#${orderId}`);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
