#!/usr/bin/env node
// Finds the OpenSSH server the replica drill runs on loopback (api/replica/replica-drill.slow.test.ts):
// SSHD_PATH, else Debian's /usr/sbin/sshd, installing Debian's `openssh-server` (with its client,
// `sftp`, which copies the photos to an sftp replica) when it can (scripts/debian-package.mjs). The
// service the package ships is not started: the test runs its own sshd as a child, with its own
// host key and config in a temporary folder.
import { ensureDebianPackage, findProgram } from './debian-package.mjs';

const SSHD = {
  name: 'OpenSSH server (sshd)',
  pkg: 'openssh-server',
  envVar: 'SSHD_PATH',
  candidates: ['/usr/sbin/sshd'],
  neededFor: 'The replica drill (an sftp replica on loopback)',
  noService: true,
};

export const sshdPath = () => findProgram(SSHD.envVar, SSHD.candidates);

if (import.meta.url === `file://${process.argv[1]}`) ensureDebianPackage(SSHD);
