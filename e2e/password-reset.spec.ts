import { expect, test } from './fixtures';
import { createAccount, expectToastOnScreen, signInWithDialog } from './helpers';
import { newestMail } from './mail';

// Issue 18: a visitor who forgot the password gets back in through the e-mail's link. Without
// SMTP_URL the server writes each message as an .eml file in DATA_DIR/mail/ (the e2e server's
// DATA_DIR is E2E_DATA_DIR, chosen in playwright.config.ts).

test.describe('password reset', () => {
  test("'Forgot password?' sends a link; the link sets a new password, then the visitor signs in with it", async ({
    page,
    request,
  }) => {
    const email = `reset.${Date.now()}@example.com`;
    const account = await createAccount(request, { email });
    const asked = Date.now() - 1000;

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByLabel('Username or e-mail').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toHaveText(/^If an account matches/);
    await forgot.getByRole('button', { name: 'Close' }).click();

    const mail = await newestMail(email, asked);
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/.exec(mail.text ?? '')?.[0];
    expect(link, 'the e-mail carries a /reset-password link').toBeTruthy();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);

    await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
    // Edit Profile's rules, under the fields, before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abd');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password too short')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('new-rye-starter');
    await page.getByLabel('Confirm new password').fill('new-rye-starter');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToastOnScreen(page, 'Password changed');
    await signInWithDialog(page, account.username, 'new-rye-starter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible();

    // The link is single-use; the old password no longer signs in.
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('New password', { exact: true }).fill('another-one');
    await page.getByLabel('Confirm new password').fill('another-one');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
    const old = await request.post('/api/auth/login', {
      data: { username: account.username, password: account.password },
    });
    expect(old.status()).toBe(401);
  });
});
