#!/usr/bin/env node
// Finds the nginx the cache test and the bench put in front of the app (api/test/nginx-cache.test.ts,
// scripts/bench/nginx.ts): NGINX_PATH, else Debian's /usr/sbin/nginx. Missing and running as root
// with apt: installs Debian's `nginx` package (the service it ships is not started here: the tests
// run their own nginx on loopback). Otherwise it stops and prints the exact command to run.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function nginxPath() {
  if (process.env.NGINX_PATH && existsSync(process.env.NGINX_PATH)) return process.env.NGINX_PATH;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
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
  let path = nginxPath();
  if (!path) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && hasApt()) {
      console.log("nginx not found: installing Debian's nginx package (apt-get install -y nginx)...");
      // policy-rc.d 101: the package's own service is not started (nothing listens on port 80).
      // A policy-rc.d of the machine's own is left as it is.
      const policy = '/usr/sbin/policy-rc.d';
      const ours = !existsSync(policy);
      if (ours) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
      try {
        execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx', {
          stdio: 'inherit',
          shell: '/bin/sh',
        });
      } finally {
        if (ours) rmSync(policy, { force: true });
      }
      path = nginxPath();
    }
  }
  if (!path) {
    console.error(
      'The HTTP cache test and bench need nginx. Install it with:\n\n  sudo apt-get install -y nginx\n\nor set NGINX_PATH to an nginx binary.',
    );
    process.exit(1);
  }
  console.log(`nginx: ${path}`);
}
