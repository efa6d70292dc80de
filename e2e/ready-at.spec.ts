import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, waitForOfflineReady } from './helpers';

/**
 * Issue 17: 'Ready at', a bake planned back from when it should be ready, and timers that make
 * noise when they can (docs/product.md#recipe-tools). On a phone, in the kitchen's time zone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'America/New_York' });

// Friday 2026-11-27, noon in New York.
const NOON = new Date('2026-11-27T17:00:00Z');
const BREAD = '/recipes/one-bowl-white-bread';

const schedule = (page: Page) => page.getByRole('list', { name: 'Bake schedule' }).getByRole('listitem');
const readyLine = (page: Page) => page.getByTestId('ready-line');
const timers = (page: Page) => page.getByRole('list', { name: 'Timers' }).first();

/**
 * A double tap on `target` whose second tap lands once the first has changed the page (`changed`
 * resolves): by then something else may be where the target was. A click's `detail` counts a
 * double tap's taps.
 */
async function doubleTapAcrossAChange(page: Page, target: Locator, changed: () => Promise<void>) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + 12, box.y + box.height / 2);
  await changed();
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

async function planForTomorrowAtNine(page: Page) {
  await page.getByRole('button', { name: 'Ready at…' }).click();
  await page.getByLabel('Day').selectOption({ label: 'Tomorrow' });
  await page.getByLabel('Ready by').fill('09:00');
  await expect(readyLine(page)).toHaveText('Ready tomorrow at 9:00 AM');
}

const PLANNED = [
  'tomorrow 5:25 AM mix (steps 1-3, about 20 min)',
  '5:45 AM first rise until 6:45 AM (step 4)',
  '6:45 AM shape (step 5, about 5 min)',
  '6:50 AM second rise until 7:30 AM (step 6)',
  '7:30 AM bake until 8:00 AM (step 7)',
  '8:00 AM cool until 9:00 AM (step 8)',
];

test('a bake planned offline keeps its clock times through a reload', async ({ page, context }) => {
  await page.clock.install({ time: NOON });
  await page.goto(BREAD);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();

  // Calm until asked: one button, no plan.
  await expect(page.getByRole('heading', { name: 'Ready at' })).toHaveCount(0);
  await planForTomorrowAtNine(page);
  await expect(schedule(page)).toHaveText(PLANNED);

  await page.reload();
  await expect(readyLine(page)).toHaveText('Ready tomorrow at 9:00 AM');
  await page.getByRole('button', { name: 'Show plan' }).click();
  await expect(schedule(page)).toHaveText(PLANNED);

  // A long bake can be planned days ahead: the days of the coming week by name.
  await expect(page.getByLabel('Day').getByRole('option')).toHaveText([
    'Today',
    'Tomorrow',
    'Sun, Nov 29',
    'Mon, Nov 30',
    'Tue, Dec 1',
    'Wed, Dec 2',
    'Thu, Dec 3',
  ]);
  await page.getByLabel('Day').selectOption({ label: 'Sun, Nov 29' });
  await expect(readyLine(page)).toHaveText('Ready Sun, Nov 29 at 9:00 AM');
  await page.reload();
  await expect(readyLine(page)).toHaveText('Ready Sun, Nov 29 at 9:00 AM');
  await page.getByRole('button', { name: 'Show plan' }).click();
  await expect(page.getByLabel('Day')).toHaveValue('2');

  // Too soon: the plan starts now and says when it will be ready.
  await page.getByLabel('Day').selectOption({ label: 'Today' });
  await page.getByLabel('Ready by').fill('13:00');
  // (The clock runs on from noon: the plan starts at the next whole minute.)
  await expect(readyLine(page)).toHaveText(/^Start now and it will be ready today at 3:3[5-7] PM$/);

  await page.getByRole('button', { name: 'Clear plan' }).click();
  // Gone from the page once the device has dropped it: a reload before that could beat the write.
  await expect(readyLine(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ready at…' })).toBeVisible();
  await expect(readyLine(page)).toHaveCount(0);
});

test('a layer cake baked as a loaf is planned with the loaf’s longer bake', async ({ page }) => {
  await page.clock.install({ time: NOON });
  await page.goto('/recipes/classic-vanilla-layer-cake');
  const bake = schedule(page).filter({ hasText: 'bake until' });
  await planForTomorrowAtNine(page);
  // As written: two 8-inch layers bake 28 minutes.
  await expect(bake).toHaveText('6:57 AM bake until 7:25 AM (step 7)');
  const total = page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');
  const cook = page.locator('dt', { hasText: /^Cook$/ }).locator('xpath=following-sibling::dd');
  await expect(total).toHaveText('2 hr 32 min');
  await expect(cook).toHaveText('30 minutes');

  const tools = page.getByTestId('bakers-tools');
  await tools.locator('summary').click();
  await tools.getByRole('button', { name: 'Your pan', exact: true }).click();
  await tools.getByLabel('Your pan', { exact: true }).selectOption('9x5-inch loaf');
  await tools.getByRole('button', { name: 'Scale to this pan' }).click();
  await expect(page.locator('#instructions')).toContainText('check after 45-60 minutes, a skewer in the middle');
  // The loaf is checked after 45 minutes: the plan, not yet started, bakes it that long, still ready
  // at 9:00, and starts earlier for it; so it is after a reload, and when planned afresh.
  await expect(bake).toHaveText('6:40 AM bake until 7:25 AM (step 7)');
  await expect(schedule(page).first()).toHaveText('tomorrow 6:11 AM mix (steps 1-6, about 29 min)');
  await expect(readyLine(page)).toHaveText('Ready tomorrow at 9:00 AM');
  // The page's total is that plan's length, and its cook time the loaf's: 17 minutes more.
  await expect(total).toHaveText('2 hr 49 min');
  await expect(cook).toHaveText('about 47 min');
  await page.reload();
  await page.getByRole('button', { name: 'Show plan' }).click();
  await expect(bake).toHaveText('6:40 AM bake until 7:25 AM (step 7)');
  await page.getByRole('button', { name: 'Clear plan' }).click();
  await planForTomorrowAtNine(page);
  await expect(bake).toHaveText('6:40 AM bake until 7:25 AM (step 7)');
});

test('starting the plan starts its first timer; the next stage’s timer starts once however often it is tapped', async ({
  page,
}) => {
  await page.clock.install({ time: NOON });
  await page.goto(BREAD);
  await planForTomorrowAtNine(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const ics = await (
    await download
  )
    .path()
    .then((path) => import('node:fs').then((fs) => fs.readFileSync(path, 'utf8')));
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(6);
  expect(ics).toContain('SUMMARY:First rise: One-Bowl White Bread');
  expect(ics).toContain('DTSTART:20261128T104500Z'); // 5:45 AM in New York

  // A double tap on 'Start the plan': by the second tap the next stage's button is where it was,
  // and that stage does not start (one timer, checked below).
  const startPlan = page.getByRole('button', { name: 'Start the plan' });
  await doubleTapAcrossAChange(page, startPlan, () => expect(startPlan).toHaveCount(0));
  // The plan follows the kitchen: started at noon, it is ready at 3:35 PM.
  await expect(readyLine(page)).toHaveText(/^Ready today at 3:3[5-7] PM$/);
  await expect(timers(page).getByRole('timer', { name: 'Mix (steps 1-3): 20 min remaining' })).toHaveText('20:00');
  await expect(timers(page).getByRole('timer')).toHaveCount(1);
  // The open plan, the timer and the notification offer: nothing serious for axe.
  await expectNoSeriousAxe(page, 'the open plan');

  // The phone sleeps through the mix.
  await page.clock.fastForward(21 * 60_000);
  await expect(timers(page).getByRole('alert')).toContainText('Timer done: Mix (steps 1-3): 20 min');
  await timers(page).getByRole('button', { name: 'Dismiss' }).click();
  // A double tap whose second tap lands once the button has become the next stage's: that stage
  // does not start.
  const next = page.getByRole('button', { name: 'Start 1 hr timer for first rise' });
  await doubleTapAcrossAChange(page, next, () =>
    expect(page.getByRole('button', { name: /^Start .* timer for / })).not.toHaveAccessibleName(
      'Start 1 hr timer for first rise',
    ),
  );
  await expect(timers(page).getByRole('timer')).toHaveCount(1);
  await expect(timers(page).getByRole('timer', { name: 'Step 4: 1 hr remaining' })).toBeVisible();

  // Cook mode's button for the same step is the same timer.
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'One-Bowl White Bread' });
  for (let i = 1; i < 4; i++) await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 4 of 8' })).toBeVisible();
  const start = dialog.getByRole('button', { name: 'Start 1 hr timer' });
  await start.dblclick();
  await expect(dialog.getByRole('timer')).toHaveCount(1);
});

test('a timer that ends while the page is hidden notifies through the service worker and rings on return', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const w = window as unknown as { vibrations: number; hidden: boolean };
    w.vibrations = 0;
    w.hidden = false;
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: () => (w.vibrations++, true) });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (w.hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => w.hidden });
  });
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      (window as unknown as { hidden: boolean }).hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  const vibrations = () => page.evaluate(() => (window as unknown as { vibrations: number }).vibrations);

  await page.clock.install({ time: NOON });
  await page.goto('/recipes/vanilla-buttercream');
  await waitForOfflineReady(page);
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vanilla Buttercream' });
  await dialog.getByRole('button', { name: 'Start 3 min timer' }).click();
  await expect(dialog.getByRole('timer')).toHaveText('03:00');
  // Allowed already: nothing is offered.
  await expect(page.getByText('Get a notification when a timer ends')).toHaveCount(0);

  await setHidden(true);
  await page.clock.runFor(7 * 60_000);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`),
      ),
    )
    .toEqual(['Timer done: Step 1: 3 min']);
  expect(await vibrations()).toBe(0);

  await setHidden(false);
  const done = dialog.getByRole('alert');
  await expect(done).toContainText('Timer done: Step 1: 3 min');
  await expect(done).toContainText('ended 4 minutes ago');
  expect(await vibrations()).toBe(1);
});

test('notifications are offered only when a timer starts, and never again once refused', async ({ page }) => {
  await page.addInitScript(() => {
    // Counted across reloads; the browser's answer stays undecided.
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'default' });
    Notification.requestPermission = async () => {
      sessionStorage.setItem('asked', String(Number(sessionStorage.getItem('asked') ?? 0) + 1));
      return 'default';
    };
  });
  const asked = () => page.evaluate(() => Number(sessionStorage.getItem('asked') ?? 0));
  const offer = page.getByText('Get a notification when a timer ends while the screen is off?');

  await page.goto('/recipes/vanilla-buttercream');
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await asked()).toBe(0);

  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vanilla Buttercream' });
  await dialog.getByRole('button', { name: 'Start 3 min timer' }).click();
  await expect(offer).toBeVisible();
  await dialog.getByRole('button', { name: 'Allow' }).click();
  expect(await asked()).toBe(1);
  await expect(offer).toHaveCount(0);

  // Still undecided: offered again at the next timer; 'No thanks' is for good.
  await page.reload();
  await page.getByRole('button', { name: 'Cook mode' }).click();
  // The range's end is one tap away (docs/product.md#recipe-tools).
  await dialog.getByRole('button', { name: 'More timers' }).click();
  await dialog.getByRole('button', { name: 'Start 4 min timer' }).click();
  await expect(offer).toBeVisible();
  await dialog.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Cook mode' }).click();
  for (let i = 1; i < 3; i++) await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 5' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Start 3 min timer' }).click();
  await expect(dialog.getByRole('timer')).toHaveCount(3);
  await expect(offer).toHaveCount(0);
  expect(await asked()).toBe(1);
});
