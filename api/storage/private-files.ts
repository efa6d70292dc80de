import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** New files owner-only (0600), new folders owner-only (0700), in this process and what it starts. */
export const PRIVATE_UMASK = 0o077;

/**
 * docs/deploy.md (private files): DATA_DIR holds password hashes, live reset links, the session
 * secret, every order's buyer and the e-mails written to `mail/`: no other local user may read
 * them. Sets the process's umask to 077, so every file the server (SQLite's database, WAL and
 * SHM, backups, uploads, mail) and its children create from now on is 0600 and every folder
 * 0700; then walks DATA_DIR and takes group and other permissions off what an earlier version
 * or another tool left readable: folders 0700, files their owner's bits only (0644 -> 0600).
 * Symbolic links are not followed. Call it before the database is opened: SQLite gives a new
 * WAL and SHM the database file's mode. Returns how many modes it changed.
 */
export function keepDataPrivate(dataDir: string, warn: (message: string) => void = console.warn): number {
  process.umask(PRIVATE_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let fixed = 0;
  const stack = [dataDir];
  while (stack.length) {
    const path = stack.pop()!;
    let stat;
    try {
      stat = lstatSync(path);
    } catch {
      continue; // gone meanwhile
    }
    if (stat.isSymbolicLink()) continue;
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? 0o700 : mode & 0o700;
    if (mode !== wanted) {
      try {
        chmodSync(path, wanted);
        fixed += 1;
      } catch (err) {
        warn(`Could not make ${path} private (${(err as NodeJS.ErrnoException).code}): others may read it`);
      }
    }
    if (stat.isDirectory()) {
      try {
        for (const name of readdirSync(path)) stack.push(join(path, name));
      } catch (err) {
        warn(`Could not read ${path} (${(err as NodeJS.ErrnoException).code}) to make what it holds private`);
      }
    }
  }
  return fixed;
}
