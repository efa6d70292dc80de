import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast } from './helpers';

// Issue 18: the baker runs her business from the dashboard: orders, class rosters, cancellations.

test.use({ serviceWorkers: 'block' });

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const COOKIES = 'Cut-out Cookies for Spring';
const COOKIES_WHEN = 'Sat, Mar 20, 2027, 11:00 AM EDT';

interface ShopClass {
  id: number;
  title: string;
  price: number;
  spotsAvailable: number;
}
const shopClass = async (request: APIRequestContext, title: string) =>
  ((await (await request.get('/api/shop/workshops')).json()) as ShopClass[]).find((c) => c.title === title)!;

/** A guest's paid order of `seats` seats, placed over the API as the checkout page sends it. */
async function placeOrder(request: APIRequestContext, title: string, seats: number, buyer: string) {
  const c = await shopClass(request, title);
  const res = await request.post('/api/checkout', {
    headers: { 'Idempotency-Key': `checkout-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      userId: `guest-${Date.now()}`,
      totalAmount: c.price * seats,
      items: [{ type: 'class', id: c.id, title, price: c.price, quantity: seats }],
      shippingInfo: {
        name: buyer,
        email: `${buyer.split(' ')[0]!.toLowerCase()}@example.com`,
        address: '1 Mill Road',
        city: 'Willow Creek',
        state: 'VT',
        zipCode: '05001',
        country: 'US',
      },
      paymentInfo: { cardLast4: '4242', expiryDate: '12/29' },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { orderId: number }).orderId;
}

async function logIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
}

test.describe('the admin Orders and Classes tabs', () => {
  test('a booking shows on the roster; cancelling shows the refund first and gives the seats back', async ({
    page,
    request,
  }) => {
    const before = (await shopClass(request, COOKIES)).spotsAvailable;
    const orderId = await placeOrder(request, COOKIES, 2, 'Rosa Roster');
    await logIn(page);

    // Classes: the date in the bakery's zone, the seats sold and left, the roster.
    await page.getByRole('tab', { name: 'Classes' }).click();
    await expect(page).toHaveURL(/\?tab=classes$/);
    const section = page.getByRole('region', { name: COOKIES });
    await expect(section).toContainText(COOKIES_WHEN);
    await expect(section.getByTestId('class-seats')).toHaveText(new RegExp(`sold · ${before - 2} left$`));
    await expect(section.getByRole('row', { name: new RegExp(`Rosa Roster .* 2 #${orderId}`) })).toBeVisible();
    const csv = page.waitForEvent('download');
    await section.getByRole('button', { name: `Download roster of ${COOKIES} (CSV)` }).click();
    const download = await csv;
    const text = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toContain('Rosa Roster');

    // Orders: newest first, with buyer, lines, total and status.
    await page.getByRole('tab', { name: 'Orders' }).click();
    const order = page.getByRole('article', { name: `Order #${orderId}` });
    await expect(page.getByRole('list', { name: 'Orders' }).getByRole('article').first()).toHaveAccessibleName(
      `Order #${orderId}`,
    );
    await expect(order).toContainText('Rosa Roster · rosa@example.com');
    await expect(order).toContainText(`2 × ${COOKIES}`);
    await expect(order).toContainText('$110.00');
    await expect(order.getByTestId('order-status')).toHaveText('Paid');

    // Cancel: the refund the policy gives now (the class is months away: full) before confirming.
    await order.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel order #${orderId}?` });
    await expect(dialog.getByTestId('cancel-refund')).toContainText('Refund now: Full refund of $110.00');
    await expect(dialog.getByTestId('cancel-refund')).toContainText('72 hours or more before, a full refund.');
    expect((await shopClass(request, COOKIES)).spotsAvailable).toBe(before - 2);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Order cancelled');
    await expect(order.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(order).toContainText('Full refund of $110.00');

    // The seats are on sale again at once, in the roster and in the shop.
    expect((await shopClass(request, COOKIES)).spotsAvailable).toBe(before);
    await page.getByRole('tab', { name: 'Classes' }).click();
    await expect(section.getByTestId('class-seats')).toHaveText(new RegExp(`sold · ${before} left$`));
    await expect(section.getByRole('row', { name: /Rosa Roster/ })).toHaveCount(0);
  });
});
