import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { hashPassword, verifyPassword } from './password';

const SETTING = 'admin_password_hash';

/**
 * docs/architecture.md#security, docs/architecture.md#configuration: the admin password comes from ADMIN_PASSWORD; when unset, the first start
 * generates one, stores only its hash and returns it once so the server can print it. Run at each
 * start: sessions made with other credentials end (`endSessionsOfOldCredentials`).
 */
export async function ensureAdminPassword(db: Db, config: Config): Promise<{ generated?: string }> {
  let generated: string | undefined;
  const existing = db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(SETTING);
  if (!config.adminPassword && !existing) {
    generated = randomBytes(12).toString('base64url');
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(SETTING, await hashPassword(generated));
  }
  endSessionsOfOldCredentials(db, config);
  return generated === undefined ? {} : { generated };
}

const CREDENTIAL_SETTING = 'admin_credential_digest';

/**
 * A new ADMIN_PASSWORD or ADMIN_USERNAME (the baker changing a password she fears is known) ends
 * every admin session made with the old one, as it ends the browsers' standing as known devices:
 * the start compares a digest of the credentials with the one it stored and, when they differ,
 * removes every admin token.
 */
function endSessionsOfOldCredentials(db: Db, config: Pick<Config, 'adminUsername' | 'adminPassword'>): void {
  const credential = adminCredential(db, config);
  if (credential === undefined) return;
  const now = digest(credential).toString('hex');
  const before = db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(CREDENTIAL_SETTING);
  if (before === now) return;
  db.transaction(() => {
    db.prepare('DELETE FROM admin_tokens').run();
    db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(CREDENTIAL_SETTING, now);
  })();
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * What stands for the admin's credentials in a device cookie's signature (./known-devices.ts):
 * the name and a digest of ADMIN_PASSWORD, or the stored hash of the generated one. A new
 * password or name ends every browser's standing as a known device.
 */
export function adminCredential(db: Db, config: Pick<Config, 'adminUsername' | 'adminPassword'>): string | undefined {
  const secret = config.adminPassword
    ? `env:${digest(config.adminPassword).toString('hex')}`
    : (db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(SETTING) as string | undefined);
  return secret === undefined ? undefined : `${config.adminUsername}\n${secret}`;
}

/** Whether `username` is the admin's name (constant time): tries at another name never spend the admin's budget. */
export const isAdminName = (config: Pick<Config, 'adminUsername'>, username: string): boolean =>
  timingSafeEqual(digest(username), digest(config.adminUsername));

/** Constant-time check of the configured admin username and password. */
export async function verifyAdminCredentials(
  db: Db,
  config: Config,
  username: string,
  password: string,
): Promise<boolean> {
  const userOk = timingSafeEqual(digest(username), digest(config.adminUsername));
  let passwordOk: boolean;
  if (config.adminPassword) {
    passwordOk = timingSafeEqual(digest(password), digest(config.adminPassword));
  } else {
    const stored = db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(SETTING) as string | undefined;
    passwordOk = stored ? await verifyPassword(password, stored) : false;
  }
  return userOk && passwordOk;
}
