import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, createAccount, expectToast, openWorkshopsInApp, signInWithDialog } from './helpers';

const workshopsTab = (page: Page) => page.getByRole('tab', { name: 'Workshops' });
const videosTab = (page: Page) => page.getByRole('tab', { name: 'Video Tutorials' });

// Request interception (page.route) must see the app's calls, so no service worker sits in between.
test.use({ serviceWorkers: 'block' });

test.describe('the shop', () => {
  test('opens on Video Tutorials with the subscription box, and ?tab=workshops selects Workshops', async ({ page }) => {
    await page.goto('/shop');
    await expect(page).toHaveTitle(/^Shop - Sift & Story$/);
    await expect(videosTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('heading', { name: 'Bread Basics: Mixing, Kneading and Shaping a Sandwich Loaf' }),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(7);
    const box = page.locator('#subscription-details');
    await expect(box.getByRole('heading', { name: 'Monthly Subscription - Coming Soon!' })).toBeVisible();
    await expect(box).toContainText('$5/month introductory, then $19.99/month');
    await expect(box).toContainText('Access to all video tutorials');
    await expect(box.getByRole('button', { name: 'Coming soon' })).toBeDisabled();

    await workshopsTab(page).click();
    await expect(page).toHaveURL(/\/shop\?tab=workshops$/);
    await expect(workshopsTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Community Pie Day' })).toBeVisible();
    await videosTab(page).click();
    await expect(page).toHaveURL(/\/shop$/);

    await page.goto('/shop?tab=workshops');
    await expect(workshopsTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Upcoming Workshops' })).toBeVisible();

    // docs/product.md#shop: the dashboard's /workshops link lands on the Workshops tab.
    await page.goto('/workshops');
    await expect(page).toHaveURL(/\/shop\?tab=workshops$/);
    await expect(workshopsTab(page)).toHaveAttribute('aria-selected', 'true');
  });

  test('the home page link scrolls to #subscription-details', async ({ page }) => {
    await page.goto('/shop#subscription-details');
    await expect(page.getByRole('heading', { name: 'Monthly Subscription - Coming Soon!' })).toBeInViewport();
    // Focus moves with the view: the next Tab goes on from the box, not from the top of the page.
    await expect(page.locator('#subscription-details')).toBeFocused();
  });

  test('workshops show $TBD and the classes show price per person, spots and the policies', async ({ page }) => {
    await page.goto('/shop?tab=workshops');
    const pie = page.getByRole('article', { name: 'Community Pie Day' });
    await expect(pie).toContainText('$TBD per person');
    await expect(pie).toContainText('Willow Creek Grange Hall Community Kitchen');
    await expect(pie.getByRole('button', { name: /Notify Me/ })).toBeVisible();

    const bread = page.getByRole('article', { name: 'Beginner Bread: Your First Sandwich Loaf' });
    await expect(bread).toContainText('$65.00 per person');
    await expect(bread.getByTestId('spots-left')).not.toHaveAttribute('data-few', 'true');
    const cake = page.getByRole('article', { name: 'Buttercream Cake Decorating' });
    await expect(cake.getByTestId('spots-left')).toHaveText(/spots? left|Sold out/);
    await expect(cake.getByTestId('spots-left')).toHaveAttribute('data-few', 'true');

    await expect(page.getByRole('heading', { name: 'What to Expect' })).toBeVisible();
    const policy = page.locator('#cancellation-policy');
    await expect(policy.getByRole('heading', { name: 'Cancellation Policy' })).toBeVisible();
    await expect(policy).toContainText('72 hours or more before the start for a full refund');
    await expect(policy).toContainText('24 to 72 hours before the start for a credit toward a future workshop');
    await expect(policy).toContainText('less than 24 hours before the start are not refunded');
    await expect(policy).toContainText('Digital products, such as video tutorials, are generally non-refundable');
    await expect(policy).toContainText('reported within 7 days');
    await expect(page.getByRole('heading', { name: 'Private Workshops' })).toBeVisible();
  });

  test('Notify Me asks for an e-mail, registers the interest and shows the thanks state', async ({ page }) => {
    const email = `pie-${Date.now()}@example.com`;
    await page.goto('/shop?tab=workshops');
    const pie = page.getByRole('article', { name: 'Community Pie Day' });
    await pie.getByRole('button', { name: /Notify Me/ }).click();
    await expectToast(page, 'Email required', 'Please enter your email address.');

    await pie.getByLabel('Email me when registration opens').fill(email);
    await pie.getByRole('button', { name: /Notify Me/ }).click();
    await expectToast(page, 'Interest registered!');
    await expect(pie.getByText("Thanks! You'll be notified when registration opens.")).toBeVisible();
    await expect(pie.getByRole('button', { name: /Notify Me/ })).toHaveCount(0);

    await page.reload();
    await expect(
      page
        .getByRole('article', { name: 'Community Pie Day' })
        .getByText("Thanks! You'll be notified when registration opens."),
    ).toBeVisible();

    const token = await adminToken(page);
    const lists = await (
      await page.request.get('/api/admin/workshop-interests', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const group = (lists as { workshopTitle: string; interests: { email: string }[] }[]).find(
      (g) => g.workshopTitle === 'Community Pie Day',
    );
    expect(group?.interests.filter((i) => i.email === email)).toHaveLength(1);
  });

  test('a refused interest shows the server message and the form comes back', async ({ page }) => {
    await page.route('**/api/shop/workshop-interest', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'That workshop no longer exists.' }),
      }),
    );
    await page.goto('/shop?tab=workshops');
    const weekend = page.getByRole('article', { name: 'Sourdough Weekend' });
    await weekend.getByLabel('Email me when registration opens').fill('jo@example.com');
    await weekend.getByRole('button', { name: /Notify Me/ }).click();
    await expectToast(page, 'Registration failed', 'That workshop no longer exists.');
    await expect(weekend.getByRole('button', { name: /Notify Me/ })).toBeVisible();
  });

  test('the class survey validates, sends once and shows the thank-you card', async ({ page }) => {
    const email = `survey-${Date.now()}@example.com`;
    await page.goto('/shop?tab=workshops');
    const survey = page.getByRole('region', { name: 'Class Interest Survey' });
    await expect(survey.getByRole('checkbox')).toHaveCount(25);
    const submit = survey.getByRole('button', { name: 'Submit Feedback' });

    await submit.click();
    await expectToast(page, 'Invalid email', 'Please enter a valid email address.');
    await survey.getByLabel('Email').fill('jo@example');
    await submit.click();
    await expectToast(page, 'Invalid email', 'Please enter a valid email address.');
    await survey.getByLabel('Email').fill(email);
    await submit.click();
    await expectToast(page, 'No classes selected', "Please select at least one class you're interested in.");

    await survey.getByRole('checkbox', { name: 'Kids Classes' }).check();
    await survey.getByRole('checkbox', { name: 'Pâte à Choux' }).check();
    await survey.getByLabel('Other class ideas').fill('   Croissants   ');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/shop/workshop-survey') && r.method() === 'POST');
    await submit.click();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({
      email,
      classInterests: ['Pâte à Choux', 'Kids Classes'],
      otherSuggestion: 'Croissants',
    });
    expect(request.headers()['idempotency-key']).toMatch(/^ob-/);
    await expectToast(page, 'Thank you!');
    await expect(survey.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(submit).toHaveCount(0);

    const token = await adminToken(page);
    const surveys = (await (
      await page.request.get('/api/admin/workshop-surveys', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { email: string; classInterests: string[] }[];
    const mine = surveys.filter((s) => s.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.classInterests).toEqual(['Pâte à Choux', 'Kids Classes']);
  });

  test('a refused survey shows the server message and keeps the form', async ({ page }) => {
    await page.route('**/api/shop/workshop-survey', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Survey is closed for now.' }),
      }),
    );
    await page.goto('/shop?tab=workshops');
    const survey = page.getByRole('region', { name: 'Class Interest Survey' });
    await survey.getByLabel('Email').fill('jo@example.com');
    await survey.getByRole('checkbox', { name: 'Tarts' }).check();
    await survey.getByRole('button', { name: 'Submit Feedback' }).click();
    await expectToast(page, 'Error', 'Survey is closed for now.');
    await expect(survey.getByRole('button', { name: 'Submit Feedback' })).toBeVisible();
    await expect(survey.getByLabel('Email')).toHaveValue('jo@example.com');
  });

  test('after one visit the shop renders from the device when the network fails', async ({ page }) => {
    await page.goto('/shop?tab=workshops');
    await expect(page.getByRole('heading', { name: 'Community Pie Day' })).toBeVisible();
    await page.route('**/api/shop/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Community Pie Day' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Beginner Bread: Your First Sandwich Loaf' })).toContainText(
      'per person',
    );
    await videosTab(page).click();
    await expect(page.getByRole('heading', { name: 'Macarons, Step by Step' })).toBeVisible();
  });

  test('a shop never seen on this device says it could not be loaded when the signal drops, instead of loading for good', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    // Never seen: the catalog sync keeps the shop's lists on the device from the first visit, so
    // here the shop's server is out of reach from the start.
    await page.route('**/api/shop/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, account.username, account.password);
    // The dashboard loads the query library, which then hears the browser go offline.
    await banner.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('tab', { name: 'Purchases' })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));

    await banner.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(
      page.getByText('Video tutorials could not be loaded. Please check your connection and try again.'),
    ).toBeVisible();
    await workshopsTab(page).click();
    await expect(
      page.getByText('Classes could not be loaded. Please check your connection and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading classes' })).toHaveCount(0);
  });

  test('Reserve a Spot adds up to the spots left, then says there are not enough', async ({ page }) => {
    const CAKE = 'Buttercream Cake Decorating';
    // Two spots left, whatever earlier journeys booked.
    await page.route('**/api/shop/workshops', async (route) => {
      const classes = (await (await route.fetch()).json()) as { title: string; spotsAvailable: number }[];
      await route.fulfill({ json: classes.map((c) => (c.title === CAKE ? { ...c, spotsAvailable: 2 } : c)) });
    });
    await openWorkshopsInApp(page);
    const card = page.getByRole('article', { name: CAKE });
    await expect(card.getByTestId('spots-left')).toHaveText('2 spots left');
    const reserve = card.getByRole('button', { name: `Reserve a spot in ${CAKE}` });
    await reserve.click();
    await expectToast(page, 'Added to cart', `${CAKE} is in your cart. Your seat is confirmed at checkout.`);
    await reserve.click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await reserve.click();
    await expectToast(page, 'Not enough spots left', `Only 2 spots are left in ${CAKE}, and your cart already has 2.`);
    await reserve.click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByRole('button', { name: 'Shopping cart, 2 items' })).toBeVisible();
  });
});

for (const { size, viewport } of [
  { size: 'on a phone', viewport: { width: 390, height: 844 } },
  { size: 'on a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`the shop's forms ${size}`, () => {
    test.use({ viewport });

    test('the survey marks its required fields and shows each error under its field, cleared on edit, with the toasts of docs/product.md#shop', async ({
      page,
    }) => {
      await page.goto('/shop?tab=workshops');
      const survey = page.getByRole('region', { name: 'Class Interest Survey' });
      const email = survey.getByLabel('Email');
      const firstClass = survey.getByRole('checkbox', { name: 'Buttercream Cookie Decorating' });
      const emailMessage = survey.getByText('Please enter a valid email address.', { exact: true });
      const classesMessage = survey.getByText("Please select at least one class you're interested in.", {
        exact: true,
      });
      await expect(emailMessage).toHaveCount(0);
      // The workshop cards above are on the page: nothing loading later moves the form away.
      await expect(page.getByRole('article').first()).toBeVisible();

      await survey.getByRole('button', { name: 'Submit Feedback' }).click();
      await expectToast(page, 'Invalid email', 'Please enter a valid email address.');
      await expect(email).toBeFocused();
      await expect(email).toBeInViewport();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
      await expect(emailMessage).toBeInViewport();
      // Every rule broken is shown at once, not only the one the toast names.
      await expect(classesMessage).toBeVisible();
      await expect(firstClass).toHaveAccessibleDescription("Please select at least one class you're interested in.");
      await page.screenshot({ path: test.info().outputPath('survey-errors.png') });

      await email.fill('jo@example.com');
      await expect(emailMessage).toHaveCount(0);
      await expect(email).not.toHaveAttribute('aria-invalid');
      await expect(classesMessage).toBeVisible();

      await survey.getByRole('button', { name: 'Submit Feedback' }).click();
      await expectToast(page, 'No classes selected', "Please select at least one class you're interested in.");
      await expect(firstClass).toBeFocused();
      await expect(firstClass).toBeInViewport();
      await expect(classesMessage).toBeInViewport();

      await survey.getByRole('checkbox', { name: 'Churros' }).check();
      await expect(classesMessage).toHaveCount(0);
      await expect(firstClass).not.toHaveAttribute('aria-invalid');

      // The required fields are marked, to the eye and to assistive tech; the optional one says so.
      await expect(survey.getByText('Fields marked * are required.')).toBeVisible();
      await expect(email).toHaveJSProperty('required', true);
      await expect(survey.getByText('(choose at least one)')).toBeVisible();
      await expect(survey.getByLabel('Other class ideas (optional)')).toHaveJSProperty('required', false);
    });

    test('Notify Me marks its e-mail as required and shows its error under the field, cleared on edit, with the toasts of docs/product.md#shop', async ({
      page,
    }) => {
      await page.goto('/shop?tab=workshops');
      const pie = page.getByRole('article', { name: 'Community Pie Day' });
      const email = pie.getByLabel('Email me when registration opens');
      const notify = pie.getByRole('button', { name: /Notify Me/ });
      await notify.click();
      await expectToast(page, 'Email required', 'Please enter your email address.');
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Please enter your email address.');
      await expect(pie.getByText('Please enter your email address.', { exact: true })).toBeVisible();

      await email.fill('jo@example');
      await expect(pie.getByText('Please enter your email address.', { exact: true })).toHaveCount(0);
      await expect(email).not.toHaveAttribute('aria-invalid');
      await notify.click();
      await expectToast(page, 'Invalid email', 'Please enter a valid email address.');
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
      await expect(pie.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
      await expect(email).toHaveValue('jo@example');
      // Marked as required, to the eye and to assistive tech.
      await expect(email).toHaveJSProperty('required', true);
      await expect(pie.getByText('*', { exact: true })).toBeVisible();
    });
  });
}
