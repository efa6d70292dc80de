import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHROMIUM_ARGS } from '../playwright.config';

/**
 * Installability (issue 4): in a persistent (not incognito) Chromium profile, the DevTools
 * Protocol reports no installability errors for the built app, and the manifest Chromium parsed
 * has what a store-like install dialog shows.
 */
test('the built app is installable: Page.getInstallabilityErrors reports nothing', async ({ baseURL }) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'sift-install-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The page is sent without the manifest's link; the app adds it once the page has settled.
    expect(await (await page.request.get(`${baseURL}/`)).text()).not.toContain('rel="manifest"');
    await page.goto(`${baseURL}/`);
    await expect
      .poll(
        () =>
          page.evaluate(
            async () =>
              !!(await navigator.serviceWorker.getRegistration())?.active && !!navigator.serviceWorker.controller,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    const cdp = await context.newCDPSession(page);

    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown> & {
      icons: { sizes: string; purpose?: string }[];
      screenshots: { sizes: string; form_factor: string }[];
    };
    expect(parsed).toMatchObject({
      name: expect.stringContaining('Sift & Story'),
      short_name: 'Sift & Story',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect(parsed.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(parsed.screenshots.map((s) => `${s.sizes} ${s.form_factor}`)).toEqual(['780x1688 narrow', '1280x800 wide']);
    for (const shot of parsed.screenshots as unknown as { src: string }[])
      expect((await page.request.get(new URL(shot.src, baseURL).href)).headers()['content-type']).toBe('image/png');

    // Installability is checked once the worker controls the page; give Chromium a moment to settle.
    await expect
      .poll(
        async () =>
          (
            (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
          ).installabilityErrors.map((e) => e.errorId),
        { timeout: 15_000 },
      )
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
