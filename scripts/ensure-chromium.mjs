#!/usr/bin/env node
// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium,
// installing Debian's `chromium` when it can (scripts/debian-package.mjs). Playwright cannot
// download its own browser here.
import { ensureDebianPackage, findProgram } from './debian-package.mjs';

const CHROMIUM = {
  name: 'Chromium',
  pkg: 'chromium',
  envVar: 'CHROME_PATH',
  candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
  neededFor: 'The browser tests',
};

export const chromiumPath = () => findProgram(CHROMIUM.envVar, CHROMIUM.candidates);

if (import.meta.url === `file://${process.argv[1]}`) ensureDebianPackage(CHROMIUM);
