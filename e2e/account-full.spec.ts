import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, expectToast, waitForOfflineReady } from './helpers';

/**
 * docs/decisions/025-bounded-account-data.md: an account's own data has a byte budget
 * (USER_DATA_MAX_KB, 2 MB). A change past it is not undone: the tick stays on the phone, the
 * baker is told why, the pending list says so, and once she has made room it is saved on its own.
 */
const RECIPE = '/recipes/vanilla-buttercream';
const FULL = /Your account is full: it keeps at most 2 MB/;

/** A clock stamp of the account's other device (shared/user-data/hlc.ts). */
const stamp = (wall: number) => `${wall.toString(36).padStart(11, '0')}.0000.laptop01`;

/**
 * Another device fills the account with combos, large ones first, then smaller and smaller, until
 * the server takes not even a small one: no room is left for a tick.
 */
async function fillAccount(request: APIRequestContext): Promise<string[]> {
  const ids: string[] = [];
  for (const story of ['knead and fold '.repeat(4000), 'fold '.repeat(1600), 'fold '.repeat(200), '']) {
    for (;;) {
      const id = `filler-${ids.length}`;
      const res = await request.post('/api/me/changes', {
        data: {
          changes: [
            {
              op: 'set',
              c: 'combos',
              id,
              t: stamp(Date.now() - 60_000),
              fields: { createdAt: ids.length, combo: { title: 'F', story } },
            },
          ],
        },
      });
      if (res.status() === 409) {
        expect(await res.json()).toMatchObject({ code: 'USER_DATA_FULL' });
        break;
      }
      expect(res.status()).toBe(200);
      ids.push(id);
    }
  }
  return ids;
}

/** The ticked lines the account holds, read page by page (a page holds about 1 MB). */
async function ticksOnServer(page: Page): Promise<unknown[]> {
  const ticks: unknown[] = [];
  for (let cursor = 0; ;) {
    const res = await page.request.get(`/api/me/changes?since=${cursor}`);
    const body = (await res.json()) as {
      items: { c: string; state: { f: Record<string, { v: unknown }> } }[];
      cursor: number;
      hasMore: boolean;
    };
    for (const item of body.items.filter((i) => i.c === 'ticks'))
      ticks.push(...Object.values(item.state.f).map((f) => f.v));
    if (!body.hasMore) return ticks;
    cursor = body.cursor;
  }
}

test('a full account keeps the tick on the phone, says why, and saves it once there is room', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await createAccount(page.request);
  const login = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  await page.goto(RECIPE);
  await waitForOfflineReady(page);
  const fillers = await fillAccount(page.request);
  expect(fillers.length).toBeGreaterThan(20);

  const first = page.locator('#ingredients').getByRole('checkbox').first();
  await first.check();
  await expectToast(page, 'Not saved to your account yet', /kept on this device/);
  await expect(first).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('toast.png') });

  const pending = page.getByRole('button', { name: /^Pending changes/ });
  await pending.click();
  const panel = page.getByRole('dialog', { name: 'Pending changes' });
  await expect(panel).toContainText('Ticked ingredients');
  await expect(panel).toContainText(FULL);
  await page.screenshot({ path: testInfo.outputPath('pending.png') });
  // A reload keeps it: the tick is on the device, waiting (the outbox starts once the page is idle).
  await page.reload();
  await expect(page.locator('#ingredients').getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByRole('button', { name: /^Pending changes/ })).toBeVisible({ timeout: 30_000 });
  expect(await ticksOnServer(page)).toEqual([]);

  // The baker makes room (another device removes combos): the waiting tick goes out on its next try.
  const removed = await page.request.post('/api/me/changes', {
    data: { changes: fillers.slice(0, 5).map((id) => ({ op: 'delete', c: 'combos', id, t: stamp(Date.now()) })) },
  });
  expect(removed.status()).toBe(200);
  await expect(page.getByRole('button', { name: /^Pending changes/ })).toHaveCount(0, { timeout: 30_000 });
  expect(await ticksOnServer(page)).toEqual([expect.stringContaining('unsalted butter')]);
  await expect(page.locator('#ingredients').getByRole('checkbox').first()).toBeChecked();
});
