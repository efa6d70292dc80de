#!/usr/bin/env node
// `node scripts/narrow-fonts.mjs`: narrows the weight axis of the two variable fonts in
// public/fonts to the weights the app uses (400 normal to 700 bold: Tailwind's font-normal,
// font-medium, font-semibold and font-bold), keeping every character each font maps. Both are
// preloaded on every first visit, so their bytes compete with the app's scripts for a slow
// phone's network. Run it again after replacing a font; the @font-face rules in
// app/styles.css name the same range.
import { readFileSync, writeFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

export const WEIGHTS = { min: 400, max: 700 };
const FONTS = ['public/fonts/fraunces-latin.woff2', 'public/fonts/inter-latin.woff2'];

for (const file of FONTS) {
  const source = readFileSync(file);
  const characters = String.fromCodePoint(...fontkit.create(source).characterSet);
  const narrowed = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  writeFileSync(file, narrowed);
  console.log(`${file}: ${source.length} -> ${narrowed.length} bytes, weights ${WEIGHTS.min}-${WEIGHTS.max}`);
}
