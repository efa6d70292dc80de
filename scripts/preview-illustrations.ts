/**
 * Renders every demo illustration to ./screens/illustrations/*.png (git-ignored) so a person can
 * look at them: one per recipe, video, class/workshop and gallery slot, plus a contact sheet.
 *
 *   npx tsx scripts/preview-illustrations.ts [--width 600]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { demoRecipes } from '../api/seed/recipes';
import { demoVideos, demoWorkshops } from '../api/seed/shop';
import {
  galleryKinds,
  illustrationKindFor,
  illustrationKindForEvent,
  illustrationSvg,
} from '../api/seed/illustrations';
import type { IllustrationKind } from '../api/seed/illustrations';

const outDir = path.resolve('screens/illustrations');
const widthArg = process.argv.indexOf('--width');
const width = widthArg > 0 ? Number(process.argv[widthArg + 1]) : 600;

interface Item {
  name: string;
  kind: IllustrationKind;
  seed: string;
}

const items: Item[] = [
  ...demoRecipes.map((r) => ({ name: `recipe-${r.slug}`, kind: illustrationKindFor(r), seed: r.slug })),
  ...demoVideos.map((v, i) => ({ name: `video-${i + 1}`, kind: 'video' as const, seed: v.title })),
  ...demoWorkshops.map((w, i) => ({ name: `${w.kind}-${i + 1}`, kind: illustrationKindForEvent(w), seed: w.title })),
  ...galleryKinds.map((kind) => ({ name: kind, kind, seed: kind })),
];

async function main() {
  await mkdir(outDir, { recursive: true });
  const tiles: Buffer[] = [];
  let largest = 0;
  for (const item of items) {
    const svg = illustrationSvg(item.kind, item.seed);
    largest = Math.max(largest, svg.length);
    const png = await sharp(Buffer.from(svg)).resize({ width }).png().toBuffer();
    await writeFile(path.join(outDir, `${item.name}.png`), png);
    tiles.push(await sharp(Buffer.from(svg)).resize({ width: 300 }).png().toBuffer());
    console.log(`${item.name.padEnd(48)} ${item.kind.padEnd(22)} ${svg.length} bytes`);
  }
  // Contact sheet: 6 columns of 300 x 225 tiles.
  const cols = 6;
  const rows = Math.ceil(tiles.length / cols);
  const sheet = sharp({
    create: { width: cols * 300, height: rows * 225, channels: 3, background: '#ffffff' },
  }).composite(tiles.map((input, i) => ({ input, left: (i % cols) * 300, top: Math.floor(i / cols) * 225 })));
  await sheet.png().toFile(path.join(outDir, '_contact-sheet.png'));
  console.log(`${items.length} illustrations, largest SVG ${largest} bytes -> ${outDir}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
