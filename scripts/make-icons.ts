/**
 * Renders the app icons (any + maskable) and the favicon from one drawing. Run when the logo
 * changes: `npx tsx scripts/make-icons.ts`. The PNGs are committed under public/icons.
 */
import sharp from 'sharp';
import { mkdirSync, writeFileSync } from 'node:fs';

const mark = (inset: number) => `
  <g transform="translate(${inset} ${inset}) scale(${(512 - inset * 2) / 48})">
    <path d="M11 25h26a13 11 0 0 1-26 0z" fill="#f3e9d8"/>
    <path d="M15 25c2-6 16-6 18 0" fill="none" stroke="#f5d98b" stroke-width="2.5" stroke-linecap="round"/>
    <path d="M27 9l-5 14M24 8.5c3 1 4 5 2 10" fill="none" stroke="#fbf6ee" stroke-width="2" stroke-linecap="round"/>
  </g>`;
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><circle cx="256" cy="256" r="256" fill="#7a3b2e"/>${mark(0)}</svg>`;
// Maskable: full-bleed background, the drawing inside the 80% safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#7a3b2e"/>${mark(80)}</svg>`;

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/favicon.svg', round);
await sharp(Buffer.from(round)).resize(192).png().toFile('public/icons/icon-192.png');
await sharp(Buffer.from(round)).resize(512).png().toFile('public/icons/icon-512.png');
await sharp(Buffer.from(maskable)).resize(512).png().toFile('public/icons/maskable-512.png');
await sharp(Buffer.from(maskable)).resize(180).png().toFile('public/icons/apple-touch-icon.png');
console.log('icons written to public/icons');
