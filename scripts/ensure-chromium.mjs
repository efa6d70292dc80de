#!/usr/bin/env node
// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium.
// Missing and running as root with apt: installs Debian's `chromium`. Otherwise it stops and
// prints the exact command to run. (Playwright cannot download its own browser here.)
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function chromiumPath() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser'])
    if (existsSync(candidate)) return candidate;
  return null;
}

function hasApt() {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = chromiumPath();
  if (!path) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && hasApt()) {
      console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)...");
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
        stdio: 'inherit',
        shell: '/bin/sh',
      });
      path = chromiumPath();
    }
  }
  if (!path) {
    console.error(
      'The browser tests need Chromium. Install it with:\n\n  sudo apt-get install -y chromium\n\nor set CHROME_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log(`Chromium: ${path}`);
}
