import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A real OpenSSH server on loopback for an sftp replica (api/replica/replica-drill.slow.test.ts):
 * Debian's sshd run by the test as a child, with its own host key, config and authorized_keys in
 * a temporary folder, serving sftp only. It signs in one user, the one it runs as: as root, the
 * unprivileged `nobody` (root's sshd would need the system's /run/sshd); otherwise the user
 * running the tests. CI installs it (scripts/ensure-openssh.mjs); missing, this fails with the
 * command to run.
 */

const SSHD_CANDIDATES = ['/usr/sbin/sshd'];
const NOBODY = 65534;

export interface RunningSshd {
  port: number;
  /** The user it signs in. */
  user: string;
  /** The client's private key (REPLICA_SSH_KEY). */
  key: string;
  /** A folder that user may write: the replica goes inside. */
  root: string;
  /** What sshd logged. */
  log: () => string;
  stop: () => Promise<void>;
}

export function requireSshd(): string {
  const path = [process.env.SSHD_PATH, ...SSHD_CANDIDATES].find((p): p is string => !!p && existsSync(p));
  if (!path)
    throw new Error(
      `sshd is not installed (looked for SSHD_PATH, ${SSHD_CANDIDATES.join(', ')}). ` +
        "Install Debian's package: node scripts/ensure-openssh.mjs (as root), or apt-get install -y openssh-server.",
    );
  return path;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function chownTree(path: string, id: number) {
  chownSync(path, id, id);
  try {
    for (const entry of readdirSync(path)) chownTree(join(path, entry), id);
  } catch {
    // a file
  }
}

export async function startSshd(): Promise<RunningSshd> {
  const sshd = requireSshd();
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? 'nobody' : userInfo().username;
  const dir = mkdtempSync(join(tmpdir(), 'sift-sshd-'));
  const server = join(dir, 'server');
  const client = join(dir, 'client');
  const root = join(dir, 'home');
  mkdirSync(server);
  mkdirSync(client);
  mkdirSync(root);
  const keygen = (file: string) => execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file]);
  keygen(join(server, 'host_key'));
  keygen(join(client, 'id_ed25519'));
  execFileSync('cp', [join(client, 'id_ed25519.pub'), join(server, 'authorized_keys')]);
  const port = await freePort();
  writeFileSync(
    join(server, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(server, 'host_key')}`,
      `PidFile ${join(server, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(server, 'authorized_keys')}`,
      `AllowUsers ${user}`,
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      // PAM decides the account is usable (nobody has no password, which sshd alone takes for locked).
      'UsePAM yes',
      'PrintMotd no',
      // The files belong to the test's temporary folder, not a home directory sshd would check.
      'StrictModes no',
      'Subsystem sftp internal-sftp',
      'ForceCommand internal-sftp',
      'LogLevel INFO',
      '',
    ].join('\n'),
  );
  // The server's side is its user's; the client's key stays the test's own.
  chownTree(dir, asRoot ? NOBODY : process.getuid!());
  if (asRoot) {
    chownSync(client, 0, 0);
    for (const file of readdirSync(client)) chownSync(join(client, file), 0, 0);
  }
  const child: ChildProcess = spawn(sshd, ['-D', '-e', '-f', join(server, 'sshd_config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-50_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!log.includes('Server listening')) {
    if (child.exitCode !== null) throw new Error(`sshd exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`sshd did not listen within 15 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    user,
    key: join(client, 'id_ed25519'),
    root,
    log: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
