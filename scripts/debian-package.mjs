// Finds a program the tests need, installing Debian's package for it when it is missing and this
// runs as root with apt (as CI does: .ci/run). Otherwise it stops and prints the exact command.
import { execSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

/** The first of `env[envVar]` and the candidates that exists, else null. */
export function findProgram(envVar, candidates) {
  if (process.env[envVar] && existsSync(process.env[envVar])) return process.env[envVar];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

function hasApt() {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns the program's path, installing `pkg` when it is missing and that is possible; exits with
 * the command to run when it is not. `noService`: the package's own service is not started (a
 * policy-rc.d answering 101 during the install; one of the machine's own is left as it is).
 */
export function ensureDebianPackage({ name, pkg, envVar, candidates, neededFor, noService = false }) {
  let path = findProgram(envVar, candidates);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!path && isRoot && hasApt()) {
    console.log(`${name} not found: installing Debian's ${pkg} package (apt-get install -y ${pkg})...`);
    const policy = '/usr/sbin/policy-rc.d';
    const ours = noService && !existsSync(policy);
    if (ours) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
        stdio: 'inherit',
        shell: '/bin/sh',
      });
    } finally {
      if (ours) rmSync(policy, { force: true });
    }
    path = findProgram(envVar, candidates);
  }
  if (!path) {
    console.error(
      `${neededFor} need ${name}. Install it with:\n\n  sudo apt-get install -y ${pkg}\n\nor set ${envVar} to a ${name} binary.`,
    );
    process.exit(1);
  }
  console.log(`${name}: ${path}`);
  return path;
}
