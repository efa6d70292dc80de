#!/usr/bin/env node
// Finds the nginx the cache test and the bench put in front of the app (api/test/nginx-cache.test.ts,
// scripts/bench/nginx.ts): NGINX_PATH, else Debian's /usr/sbin/nginx, installing Debian's `nginx`
// when it can (scripts/debian-package.mjs). The service the package ships is not started: the
// tests run their own nginx on loopback.
import { ensureDebianPackage, findProgram } from './debian-package.mjs';

const NGINX = {
  name: 'nginx',
  pkg: 'nginx',
  envVar: 'NGINX_PATH',
  candidates: ['/usr/sbin/nginx', '/usr/bin/nginx'],
  neededFor: 'The HTTP cache test and bench',
  noService: true,
};

export const nginxPath = () => findProgram(NGINX.envVar, NGINX.candidates);

if (import.meta.url === `file://${process.argv[1]}`) ensureDebianPackage(NGINX);
