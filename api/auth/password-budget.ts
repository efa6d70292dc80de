import type { Request } from 'express';
import type { Config } from '../config';
import type { UsersRepo } from '../db/users';
import { HttpError } from '../http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

/**
 * Every password check costs an scrypt of 128 MiB and most of a second of one core (decision
 * 004), so a stranger must not get to ask for many. Two bounds, both answering with Retry-After:
 *
 * - A budget of checks, success or not (a right password costs the same hash), per account and
 *   per address, in fixed windows kept in SQLite: 429 past it. The address is counted first, so
 *   a client out of budget no longer spends the account's.
 * - A bounded hashing queue for the process: at most HASHING_AT_ONCE hashes at work (the rest of
 *   libuv's thread pool stays free for files and compression) and HASHING_WAITING waiting; past
 *   that, 503 at once instead of a queue that stalls every other request.
 *
 * Routes call `checkPassword` (a stored hash) or `guard` (another check, such as the admin's).
 */
export const PASSWORD_WINDOW_MS = 10 * 60_000;
export const HASHING_AT_ONCE = 2;
export const HASHING_WAITING = 8;

export const TOO_MANY_PASSWORD_CHECKS = 'Too many attempts. Please wait a few minutes and try again.';
export const HASHING_BUSY = 'The server is busy. Please try again in a moment.';

/** The hashing queue of the process: hashes run `atOnce` at a time, `waiting` more may wait. */
export class HashingQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly atOnce = HASHING_AT_ONCE,
    readonly waiting = HASHING_WAITING,
  ) {}

  /** Runs `work` when a place is free; a 503 with Retry-After when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      if (this.queue.length >= this.waiting) {
        // About a second per hash ahead, shared by the hashes at work.
        const seconds = Math.max(1, Math.ceil((this.running + this.queue.length) / this.atOnce));
        throw new HttpError(503, HASHING_BUSY, undefined, { 'Retry-After': String(seconds) });
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else this.running += 1;
    try {
      return await work();
    } finally {
      // The place passes to the next waiting hash, or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }
}

/** One queue per process: the memory and cores it guards are the process's. */
export const hashingQueue = new HashingQueue();

export interface PasswordCheck {
  /**
   * Whose password: `user:<id>` for an account, `name:<username>` for a name with no account
   * (it counts the same, so the answers do not tell the two apart), `admin` for the admin.
   */
  account: string;
  password: string;
  /** The stored hash; none verifies against a dummy hash (same cost) and answers false. */
  storedHash: string | undefined;
}

export interface PasswordBudget {
  /** Counts a check for `account` and the request's address, then verifies in the queue. 429 / 503 past the bounds. */
  checkPassword(req: Request, check: PasswordCheck): Promise<boolean>;
  /** The same budget and queue around another check (the admin's credentials). */
  guard<T>(req: Request, account: string, verify: () => Promise<T>): Promise<T>;
  /** Hashes a new password in the queue (no budget: registration has its own per-address limit). */
  hash(password: string): Promise<string>;
}

export function passwordBudget(
  { users, config }: { users: UsersRepo; config: Pick<Config, 'authRateLimit' | 'authAccountLimit'> },
  queue: HashingQueue = hashingQueue,
  clock: () => number = Date.now,
): PasswordBudget {
  const spend = (key: string, max: number) => {
    const now = clock();
    const { count, resetAt } = users.spendPasswordAttempt(key, PASSWORD_WINDOW_MS, now);
    if (count > max)
      throw new HttpError(429, TOO_MANY_PASSWORD_CHECKS, undefined, {
        'Retry-After': String(Math.max(1, Math.ceil((resetAt - now) / 1000))),
      });
  };
  const guard = <T>(req: Request, account: string, verify: () => Promise<T>): Promise<T> => {
    spend(`ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`, config.authRateLimit);
    spend(`account:${account}`, config.authAccountLimit);
    return queue.run(verify);
  };
  return {
    guard,
    checkPassword: (req, { account, password, storedHash }) =>
      guard(req, account, async () => verifyPassword(password, storedHash ?? (await dummyPasswordHash()))),
    hash: (password) => queue.run(() => hashPassword(password)),
  };
}
