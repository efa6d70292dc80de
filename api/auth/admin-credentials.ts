import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { hashPassword, verifyPassword } from './password';

const SETTING = 'admin_password_hash';

/**
 * docs/architecture.md#security, docs/architecture.md#configuration: the admin password comes from ADMIN_PASSWORD; when unset, the first start
 * generates one, stores only its hash and returns it once so the server can print it.
 */
export async function ensureAdminPassword(db: Db, config: Config): Promise<{ generated?: string }> {
  if (config.adminPassword) return {};
  const existing = db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(SETTING);
  if (existing) return {};
  const generated = randomBytes(12).toString('base64url');
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(SETTING, await hashPassword(generated));
  return { generated };
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
