/**
 * The manifest's screenshots (issue 4): real captures of the running app, a phone (390x844 at
 * 2x = 780x1688, form_factor narrow) and a desktop (1280x800, wide), written optimized to
 * public/screenshots/. Start a server first, then:
 *
 *   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/make-screenshots.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const OUT_DIR = resolve(import.meta.dirname, '..', 'public', 'screenshots');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Shot {
  file: string;
  path: string;
  viewport: { width: number; height: number };
  scale: number;
  mobile: boolean;
}

const SHOTS: Shot[] = [
  { file: 'phone.png', path: '/', viewport: { width: 390, height: 844 }, scale: 2, mobile: true },
  { file: 'desktop.png', path: '/recipes', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false },
];

async function capture(browser: Browser, shot: Shot): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale,
    isMobile: shot.mobile,
    hasTouch: shot.mobile,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(BASE_URL + shot.path, { waitUntil: 'networkidle' });
  await page.getByTestId('offline-ready').waitFor({ state: 'attached', timeout: 30_000 });
  // Fonts, and the images on screen (lazy ones below the fold never load), at most 10 s.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = [...document.images].filter(
      (img) => !img.complete && img.getBoundingClientRect().top < innerHeight,
    );
    const loaded = Promise.all(
      onScreen.map(
        (img) => new Promise((done) => ['load', 'error'].forEach((e) => img.addEventListener(e, done, { once: true }))),
      ),
    );
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 10_000))]);
  });
  const png = await page.screenshot({ type: 'png' });
  await context.close();
  return png;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const shot of SHOTS) {
      const raw = await capture(browser, shot);
      // A 256-colour palette keeps photos-as-illustrations sharp at a fraction of the bytes.
      const optimized = await sharp(raw)
        .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
        .toBuffer();
      const { width, height } = await sharp(optimized).metadata();
      const expected = { width: shot.viewport.width * shot.scale, height: shot.viewport.height * shot.scale };
      if (width !== expected.width || height !== expected.height)
        throw new Error(`${shot.file} is ${width}x${height}, expected ${expected.width}x${expected.height}`);
      writeFileSync(join(OUT_DIR, shot.file), optimized);
      console.log(
        `${shot.file}: ${width}x${height}, ${(optimized.length / 1024).toFixed(0)} KB (raw ${(raw.length / 1024).toFixed(0)} KB)`,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
