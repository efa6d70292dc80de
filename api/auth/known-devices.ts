import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { readCookie } from './session';

/**
 * Devices that have signed in to an account before keep a budget of their own, so strangers
 * guessing at an account never lock its owner out (docs/decisions/026-nobody-locked-out.md,
 * after OWASP's "device cookies"). After a right password the server sets a long-lived,
 * HttpOnly cookie naming the account, a random id for this browser and a signature (HMAC with
 * a key made from SESSION_SECRET) over both and the account's current password hash: a stranger
 * cannot make one, and a new password (a reset, the profile) ends every earlier one. A browser
 * keeps entries for its last few accounts.
 */
export const DEVICE_COOKIE = 'device';
export const DEVICE_DAYS = 365;
/** Accounts one browser is remembered for (a shared kitchen laptop). */
export const DEVICES_PER_BROWSER = 5;
/** Sent with API calls only, never with pages, images or files. */
const COOKIE_PATH = '/api';
const MAX_COOKIE_CHARS = 1024;

/** Signs when SESSION_SECRET is unset (tests): devices are then known to this process only. */
const processSecret = randomBytes(32).toString('hex');

/** Whose credentials an entry names: `user:<id>` or `admin`. */
const ACCOUNT = /^(user:[1-9]\d{0,14}|admin)$/;
const ID = /^[A-Za-z0-9_-]{16}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{32}$/;

interface Entry {
  account: string;
  id: string;
  signature: string;
}

export interface KnownDevices {
  /** This browser's id for `account`, when its cookie holds an entry signed under the account's current password. */
  deviceFor(req: Request, account: string): string | undefined;
  /** Whether this browser has signed in to any account before (each entry checked). */
  knowsAny(req: Request): boolean;
  /** After a right password: this browser is remembered for `account` (its id kept when it had one). */
  remember(req: Request, res: Response, account: string): void;
}

export function knownDevices({
  secret,
  secure,
  credentialOf,
}: {
  secret: string | undefined;
  secure: boolean;
  /** The account's current password hash (or what stands for it); undefined when the account is gone. */
  credentialOf: (account: string) => string | undefined;
}): KnownDevices {
  const key = createHmac('sha256', secret ?? processSecret)
    .update('known-devices')
    .digest();
  const sign = (account: string, id: string, credential: string) =>
    createHmac('sha256', key).update(`${account}\n${id}\n${credential}`).digest('base64url').slice(0, 32);
  const valid = (entry: Entry) => {
    const credential = credentialOf(entry.account);
    if (credential === undefined) return false;
    return timingSafeEqual(Buffer.from(entry.signature), Buffer.from(sign(entry.account, entry.id, credential)));
  };
  const entriesOf = (req: Request): Entry[] => {
    const text = readCookie(req, DEVICE_COOKIE);
    if (!text || text.length > MAX_COOKIE_CHARS) return [];
    return text
      .split('~')
      .slice(0, DEVICES_PER_BROWSER)
      .flatMap((part) => {
        const [account, id, signature, ...rest] = part.split('.');
        if (rest.length || !account || !id || !signature) return [];
        if (!ACCOUNT.test(account) || !ID.test(id) || !SIGNATURE.test(signature)) return [];
        return [{ account, id, signature }];
      });
  };
  return {
    deviceFor(req, account) {
      const entry = entriesOf(req).find((e) => e.account === account);
      return entry && valid(entry) ? entry.id : undefined;
    },
    knowsAny: (req) => entriesOf(req).some(valid),
    remember(req, res, account) {
      const credential = credentialOf(account);
      if (credential === undefined || !ACCOUNT.test(account)) return;
      const entries = entriesOf(req);
      const id = entries.find((e) => e.account === account)?.id ?? randomBytes(12).toString('base64url');
      const others = entries.filter((e) => e.account !== account && valid(e));
      const value = [{ account, id, signature: sign(account, id, credential) }, ...others]
        .slice(0, DEVICES_PER_BROWSER)
        .map((e) => `${e.account}.${e.id}.${e.signature}`)
        .join('~');
      res.cookie(DEVICE_COOKIE, value, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: COOKIE_PATH,
        maxAge: DEVICE_DAYS * 86_400_000,
      });
    },
  };
}
