import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, expectToast } from './helpers';
import { linkIn, newestMail } from './mail';

// Issue 35 item 5: the baker cancels a whole class; each booked customer is e-mailed a link that
// works once, and chooses a full refund or a seat at another date of the same class.

test.use({ serviceWorkers: 'block' });

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const TITLE = 'Focaccia Evening';
const SCREENS = process.env.E2E_SCREENS_DIR;

/**
 * Two dates of a class of its own, so no other journey meets them: the schedule has no admin
 * editor, so they are written to the e2e server's database as the seed writes its classes.
 */
function scheduleTwoDates(): { first: number; second: number } {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'sift-and-story.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const add = db.prepare(
      `INSERT INTO workshops (kind, title, description, date, location, price_cents, image_url, spots_available)
       VALUES ('class', ?, 'Dimpled, olive-oil rich focaccia from mixing to the last rosemary sprig.', ?, ?, 5500, NULL, ?)`,
    );
    const first = Number(add.run(TITLE, '2027-05-15T22:00:00.000Z', 'Sift & Story Studio', 8).lastInsertRowid);
    const second = Number(add.run(TITLE, '2027-06-19T22:00:00.000Z', 'Sift & Story Studio', 6).lastInsertRowid);
    return { first, second };
  } finally {
    db.close();
  }
}

async function book(request: APIRequestContext, classId: number, seats: number, name: string, email: string) {
  const res = await request.post('/api/checkout', {
    headers: { 'Idempotency-Key': `checkout-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      userId: `guest-${Date.now()}`,
      totalAmount: 5500 * seats,
      items: [{ type: 'class', id: classId, title: TITLE, price: 5500, quantity: seats }],
      shippingInfo: {
        name,
        email,
        address: '1 Mill Road',
        city: 'Willow Creek',
        state: 'VT',
        zipCode: '05001',
        country: 'US',
      },
      paymentInfo: { cardLast4: '4242', expiryDate: '12/29' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { orderId: number }).orderId;
}

/** With E2E_SCREENS_DIR set: the page at phone and desktop size, to look at. */
async function screens(page: Page, name: string) {
  if (!SCREENS) return;
  const size = page.viewportSize();
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SCREENS, `${label}_${name}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Signs the admin in and opens the Classes tab. */
async function logIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Classes' }).click();
}

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

test('the baker cancels a class: one customer moves to another date, the other takes a refund', async ({
  page,
  request,
}) => {
  const { first, second } = scheduleTwoDates();
  const stamp = Date.now().toString(36);
  const ada = { name: 'Ada Rye', email: `ada.${stamp}@example.com` };
  const bo = { name: 'Bo Crumb', email: `bo.${stamp}@example.com` };
  const adaOrder = await book(request, first, 2, ada.name, ada.email);
  const boOrder = await book(request, first, 1, bo.name, bo.email);
  const cancelledAt = Date.now() - 1000;

  await logIn(page);
  const section = page.locator(`section[data-class-id="${first}"]`);
  await section.getByRole('button', { name: /^Cancel class Focaccia Evening/ }).click();

  // The confirmation says, from the server, who will be asked before anything happens.
  const dialog = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(dialog.getByTestId('class-cancel-preview')).toContainText(
    '2 booked customers will be e-mailed and asked to choose a full refund or a seat at another date of this class.',
  );
  await expect(dialog.getByTestId('class-cancel-preview')).toContainText('Sat, Jun 19, 2027');
  await expectNoSeriousAxe(page, page.url());
  await screens(page, 'class_cancel_dialog');
  await dialog.getByRole('button', { name: 'Cancel class' }).click();
  await expectToast(page, 'Class cancelled');
  await expect(section).toContainText('Cancelled');
  // It is off the shop.
  const shop = (await (await request.get('/api/shop/workshops')).json()) as { id: number }[];
  expect(shop.some((w) => w.id === first)).toBe(false);

  // Ada chooses the other date: her two seats move there.
  const adaMail = await newestMail(ada.email, cancelledAt, /please choose/);
  expect(adaMail.text).toContain(`You booked 2 seats (order #${adaOrder}, $110.00).`);
  const adaLink = pathOf(linkIn(adaMail, '/class-change'));
  await page.goto(adaLink);
  await expect(page.getByRole('heading', { name: 'Your cancelled class' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /My 2 seats on Sat, Jun 19, 2027/ })).toBeEnabled();
  await expectNoSeriousAxe(page, page.url());
  await screens(page, 'class_change_page');
  await page.getByRole('radio', { name: /My 2 seats on Sat, Jun 19, 2027/ }).check();
  await page.getByRole('button', { name: 'Confirm my choice' }).click();
  const moved = page.getByRole('status');
  await expect(moved).toHaveText(/^Done: your 2 seats are now on Sat, Jun 19, 2027/);
  await expect(moved).toBeFocused();
  await screens(page, 'class_change_done');
  const later = (
    (await (await request.get('/api/shop/workshops')).json()) as { id: number; spotsAvailable: number }[]
  ).find((w) => w.id === second)!;
  expect(later.spotsAvailable).toBe(4);
  // The link works once.
  await page.goto(adaLink);
  await expect(page.getByRole('alert')).toHaveText(/^This link has already been used: your 2 seats were moved to /);
  const movedMail = await newestMail(ada.email, cancelledAt, /^Your seat is moved/);
  expect(movedMail.attachments[0]?.contentType).toBe('text/calendar');

  // Bo chooses the refund: it goes back through the payment provider.
  const boLink = pathOf(linkIn(await newestMail(bo.email, cancelledAt, /please choose/), '/class-change'));
  await page.goto(boLink);
  await page.getByRole('radio', { name: /A full refund of \$55\.00/ }).check();
  await page.getByRole('button', { name: 'Confirm my choice' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Done: your full refund of $55.00 is on its way back to your card ending 4242. Banks usually take 5 to 10 business days to show it.',
  );
  const refundMail = await newestMail(bo.email, cancelledAt, /your refund of \$55\.00$/);
  expect(refundMail.text).toContain('As you chose, your booking of Focaccia Evening');

  // The admin sees who chose what, and Ada on the later date's roster.
  // (Opening another page of the site started the app anew, which ends the admin's session: docs/product.md#admin.)
  await logIn(page);
  const choices = section.getByRole('list', { name: 'Who chose what' });
  await expect(choices).toContainText(`Ada Rye (order #${adaOrder}), 2 seats: Moved to Sat, Jun 19, 2027`);
  await expect(choices).toContainText(`Bo Crumb (order #${boOrder}), 1 seat: Refunded in full, $55.00`);
  await expect(
    page
      .locator(`section[data-class-id="${second}"]`)
      .getByRole('row', { name: new RegExp(`Ada Rye .* 2 #${adaOrder}`) }),
  ).toBeVisible();
  await expectNoSeriousAxe(page, page.url());
  await screens(page, 'admin_classes_after');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('article', { name: `Order #${boOrder}` }).getByTestId('order-status')).toHaveText(
    'Cancelled',
  );
});
