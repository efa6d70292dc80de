#!/usr/bin/env node
// `node scripts/narrow-fonts.mjs`: narrows the two variable fonts in public/fonts to what the app
// uses, keeping every character each font maps. Both are preloaded on every first visit, so their
// bytes compete with the page's photo and scripts for a slow phone's network.
// - The weight axis: 400 normal to 700 bold (Tailwind's font-normal, font-medium, font-semibold
//   and font-bold); the @font-face rules in app/styles.css name the same range.
// - The OpenType features the app's text uses. Fraunces keeps all three of its own: kerning,
//   ligatures and the forms its weights switch to ('rvrn'). Inter keeps kerning, its contextual
//   forms ('9x13' drawn '9×13', a centred colon in '10:30') and tabular figures (`tabular-nums`:
//   counts, seats, class times). Its fractions, numerator and denominator forms, mark positioning
//   and local forms go: nothing asks for them, the browser composes an accented letter from the
//   font's own accented glyphs, and they were near a quarter of its bytes.
// Run it again after replacing a font.
import { readFileSync, writeFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

export const WEIGHTS = { min: 400, max: 700 };
const FONTS = {
  'public/fonts/fraunces-latin.woff2': ['kern', 'liga', 'rvrn'],
  'public/fonts/inter-latin.woff2': ['kern', 'calt', 'tnum'],
};

for (const [file, keepFeatures] of Object.entries(FONTS)) {
  const source = readFileSync(file);
  const characters = String.fromCodePoint(...fontkit.create(source).characterSet);
  const narrowed = await subsetFont(source, characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures,
  });
  writeFileSync(file, narrowed);
  console.log(
    `${file}: ${source.length} -> ${narrowed.length} bytes, weights ${WEIGHTS.min}-${WEIGHTS.max}, ${keepFeatures.join(' ')}`,
  );
}
