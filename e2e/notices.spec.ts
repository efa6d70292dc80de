import { expect, test } from './fixtures';
import { adminToken, expectNoSeriousAxe, expectToast } from './helpers';
import { linkIn, newestMail } from './mail';

// Issue 32: "notify me" is double opt-in, and the links of the workshop e-mails open a page whose
// button acts; opening a link (a mail scanner, a preview) changes nothing.

const WORKSHOP = 'Holiday Baking Marathon';

test('notify me: a confirmation e-mail, its page and button; the notice; unsubscribe by its page and button', async ({
  page,
}) => {
  const email = `notice.${Date.now()}@example.com`;
  const asked = Date.now() - 1000;
  await page.goto('/shop?tab=workshops');
  const card = page.getByRole('article', { name: WORKSHOP });
  await card.getByLabel('Email me when registration opens').fill(email);
  await card.getByRole('button', { name: /Notify Me/ }).click();
  await expectToast(
    page,
    'Interest registered!',
    `Check ${email} for a link to confirm, and we'll e-mail you when registration opens.`,
  );
  await expect(card.getByText('Please confirm with the link we e-mail you.')).toBeVisible();

  const confirmation = await newestMail(email, asked, /^Please confirm/);
  expect(confirmation.subject).toBe(`Please confirm: ${WORKSHOP} at Sift & Story`);
  const confirmLink = linkIn(confirmation, '/notices/confirm');

  // Not confirmed yet: the admin's Notify tells nobody.
  const token = await adminToken(page);
  const workshops = (await (await page.request.get('/api/shop/workshops')).json()) as { id: number; title: string }[];
  const id = workshops.find((w) => w.title === WORKSHOP)!.id;
  const notify = async () =>
    (await (
      await page.request.post(`/api/admin/workshops/${id}/notify`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { sent: number; unconfirmed: number };
  expect(await notify()).toEqual({ sent: 0, unconfirmed: 1 });

  // The link opens a page; only its button confirms.
  await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  expect(await notify()).toEqual({ sent: 0, unconfirmed: 1 });
  await expectNoSeriousAxe(page, page.url());
  await page.getByRole('button', { name: 'Confirm' }).click();
  const confirmed = page.getByRole('status').filter({ hasText: 'Confirmed' });
  await expect(confirmed).toHaveText(`Confirmed: we'll e-mail ${email} when registration opens for ${WORKSHOP}.`);
  await expect(confirmed).toBeFocused();

  const notified = Date.now() - 1000;
  expect(await notify()).toEqual({ sent: 1, unconfirmed: 0 });
  const notice = await newestMail(email, notified, /^Registration is open/);
  const header = (name: string) => notice.headerLines.find((h) => h.key === name)?.line ?? '';
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribeLink = linkIn(notice, '/notices/unsubscribe');

  // A scanner following the List-Unsubscribe address with GET is sent to the page; nothing changes.
  const oneClick = /<([^>]+)>/.exec(header('list-unsubscribe'))![1]!;
  const scanned = await page.request.get(new URL(oneClick).pathname + new URL(oneClick).search, { maxRedirects: 0 });
  expect(scanned.status()).toBe(303);
  expect(scanned.headers().location).toBe(new URL(unsubscribeLink).pathname + new URL(unsubscribeLink).search);

  await page.goto(new URL(unsubscribeLink).pathname + new URL(unsubscribeLink).search);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from workshop notices' })).toBeVisible();
  await expectNoSeriousAxe(page, page.url());
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(`${email} will get no more workshop notices from Sift & Story.`);
  await page.getByRole('link', { name: 'Back to Sift & Story' }).click();
  await expect(page).toHaveURL(/\/$/);
});
