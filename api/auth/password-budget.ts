import type { Request, Response } from 'express';
import type { Config } from '../config';
import type { LoginDelaysRepo } from '../db/login-delays';
import type { Db } from '../db/open';
import type { RateLimitsRepo } from '../db/rate-limits';
import type { UsersRepo } from '../db/users';
import { clientAddress } from '../http/client-address';
import { HttpError, tooManyAttempts } from '../http/errors';
import { adminCredential } from './admin-credentials';
import { knownDevices, type KnownDevices } from './known-devices';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

/**
 * Every password check costs an scrypt of 128 MiB and most of a second of one core (decision
 * 004), so a stranger must not get to ask for many, and strangers asking must never lock an
 * owner out (docs/decisions/026-nobody-locked-out.md). Answers past a bound are 429 or 503 with
 * Retry-After, before any hashing.
 *
 * - A browser that has signed in to the account before (its signed device cookie:
 *   ./known-devices.ts) spends a budget of its own, AUTH_ACCOUNT_LIMIT checks per 10 minutes,
 *   and nothing else: no failure of anyone else's reaches it.
 * - Anyone else is a stranger to that account. A stranger's check spends the address's budget
 *   (AUTH_RATE_LIMIT; an IPv6 /64 counts as one address) and the account's budget for strangers
 *   (AUTH_ACCOUNT_LIMIT), and past a few failures the address waits longer and longer between
 *   tries (api/db/login-delays.ts). The address is counted first, so a client out of budget no
 *   longer spends the account's.
 * - The hashing queue of the process: at most HASHING_AT_ONCE hashes at work (the rest of
 *   libuv's thread pool stays free for files and compression) and HASHING_WAITING waiting, of
 *   which strangers may take all but HASHING_KEPT_FOR_KNOWN; known devices go first. Past that,
 *   503 at once instead of a queue that stalls every other request.
 *
 * Routes call `checkPassword` (a stored hash) or `guard` (another check, such as the admin's).
 */
export const PASSWORD_WINDOW_MS = 10 * 60_000;
export const HASHING_AT_ONCE = 2;
export const HASHING_WAITING = 8;
/** Waiting places strangers cannot take: a known device's sign-in finds room in any flood. */
export const HASHING_KEPT_FOR_KNOWN = 2;

export const HASHING_BUSY = 'The server is busy. Please try again in a moment.';

/** Who asks for a hash: a known device (or a valid reset link) goes first and has places kept. */
export type HashPriority = 'known' | 'stranger';

/** The hashing queue of the process: hashes run `atOnce` at a time, `waiting` more may wait. */
export class HashingQueue {
  private running = 0;
  private readonly known: (() => void)[] = [];
  private readonly strangers: (() => void)[] = [];

  constructor(
    readonly atOnce = HASHING_AT_ONCE,
    readonly waiting = HASHING_WAITING,
    /** Of the waiting places, those only known devices may take. */
    readonly keptForKnown = Math.min(HASHING_KEPT_FOR_KNOWN, Math.floor(waiting / 4)),
  ) {}

  /** Runs `work` when a place is free; a 503 with Retry-After when the queue is full for its kind. */
  async run<T>(work: () => Promise<T>, priority: HashPriority = 'stranger'): Promise<T> {
    if (this.running >= this.atOnce) {
      const queued = this.known.length + this.strangers.length;
      const room =
        priority === 'known'
          ? this.waiting - queued
          : Math.min(this.waiting - queued, this.waiting - this.keptForKnown - this.strangers.length);
      if (room <= 0) {
        // About a second per hash ahead, shared by the hashes at work.
        const seconds = Math.max(1, Math.ceil((this.running + queued) / this.atOnce));
        throw new HttpError(503, HASHING_BUSY, undefined, { 'Retry-After': String(seconds) });
      }
      await new Promise<void>((resolve) => (priority === 'known' ? this.known : this.strangers).push(resolve));
    } else this.running += 1;
    try {
      return await work();
    } finally {
      // The place passes to the next waiting hash, a known device's first, or is freed.
      const next = this.known.shift() ?? this.strangers.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.known.length + this.strangers.length };
  }
}

/** One queue per process: the memory and cores it guards are the process's. */
export const hashingQueue = new HashingQueue();

export interface PasswordCheck {
  /**
   * Whose password: `user:<id>` for an account, `name:<username>` for a name with no account
   * (it counts the same, so the answers do not tell the two apart).
   */
  account: string;
  password: string;
  /** The stored hash; none verifies against a dummy hash (same cost) and answers false. */
  storedHash: string | undefined;
}

export interface PasswordBudget {
  /**
   * Spends the budgets that apply to this browser and `account`, then verifies in the queue.
   * 429 / 503 past the bounds. After a right password the route calls `remember`.
   */
  checkPassword(req: Request, check: PasswordCheck): Promise<boolean>;
  /** The same budgets and queue around another check (`admin`'s credentials); `verify` says whether they were right. */
  guard(req: Request, account: string, verify: () => Promise<boolean>): Promise<boolean>;
  /**
   * Hashes a new password in the queue, spending no budget: registration has its own
   * per-address limit, and a valid reset link (`known`) is never refused for the login budget.
   */
  hash(password: string, priority?: HashPriority): Promise<string>;
  /**
   * Remembers this browser for `account` after a right password (or a new one: entries made
   * under the old one no longer hold). Called after the session's cookie is set, so `sid` stays
   * the first cookie of the answer.
   */
  remember(req: Request, res: Response, account: string): void;
  /** Whether this browser has signed in to any account here: the sign-in routes' per-address limit skips it. */
  knowsDevice(req: Request): boolean;
}

export interface PasswordBudgetDeps {
  db: Db;
  repos: { users: UsersRepo; loginDelays: LoginDelaysRepo; rateLimits: RateLimitsRepo };
  config: Pick<
    Config,
    'authRateLimit' | 'authAccountLimit' | 'sessionSecret' | 'cookieSecure' | 'adminUsername' | 'adminPassword'
  >;
}

/** The device cookie's view of an app's accounts: `user:<id>` by the stored hash, `admin` by its credentials. */
export function accountDevices({ db, repos, config }: PasswordBudgetDeps): KnownDevices {
  return knownDevices({
    secret: config.sessionSecret,
    secure: config.cookieSecure,
    credentialOf: (account) => {
      if (account === 'admin') return adminCredential(db, config);
      const id = /^user:(\d+)$/.exec(account)?.[1];
      return id ? repos.users.findById(Number(id))?.passwordHash : undefined;
    },
  });
}

/** Failures from one address before it waits between tries: a quarter of its budget, at least 5. */
export const freeFailures = (authRateLimit: number) => Math.max(5, Math.floor(authRateLimit / 4));

export function passwordBudget(
  deps: PasswordBudgetDeps,
  queue: HashingQueue = hashingQueue,
  clock: () => number = Date.now,
): PasswordBudget {
  const { repos, config } = deps;
  const devices = accountDevices(deps);
  const tooMany = (seconds: number) => tooManyAttempts(Math.max(1, seconds));
  const spend = async (key: string, max: number) => {
    const spent = await repos.rateLimits.spend({ name: 'password', max, windowMs: PASSWORD_WINDOW_MS }, key);
    if (!spent.allowed) throw tooMany(spent.retryAfter);
  };
  const guard = async (req: Request, account: string, verify: () => Promise<boolean>) => {
    const device = devices.deviceFor(req, account);
    let ok: boolean;
    if (device) {
      await spend(`device:${account}:${device}`, config.authAccountLimit);
      ok = await queue.run(verify, 'known');
    } else {
      const address = clientAddress(req);
      const now = clock();
      const nextTry = repos.loginDelays.nextTryAt(address, freeFailures(config.authRateLimit), now);
      if (nextTry > now) throw tooMany(Math.ceil((nextTry - now) / 1000));
      await spend(`ip:${address}`, config.authRateLimit);
      await spend(`account:${account}`, config.authAccountLimit);
      ok = await queue.run(verify, 'stranger');
      if (!ok) repos.loginDelays.failed(address, clock());
    }
    return ok;
  };
  return {
    guard,
    checkPassword: (req, { account, password, storedHash }) =>
      guard(req, account, async () => verifyPassword(password, storedHash ?? (await dummyPasswordHash()))),
    hash: (password, priority = 'stranger') => queue.run(() => hashPassword(password), priority),
    remember: (req, res, account) => devices.remember(req, res, account),
    knowsDevice: (req) => devices.knowsAny(req),
  };
}
