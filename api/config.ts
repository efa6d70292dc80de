import { z } from 'zod';
import { DEFAULT_BAKERY_TIME_ZONE, isTimeZone } from '../shared/dates';
import { SIMPLE_EMAIL_PATTERN } from '../shared/survey';
import { parseReplicaUrl, ReplicaUrlError, type ReplicaTarget } from './replica/replica-target';

/** docs/architecture.md#configuration: every setting has an embedded default, so nothing needs setting to try the site. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  COOKIE_SECURE: z.enum(['0', '1', 'true', 'false']).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  AUTH_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(10),
  ANON_WRITE_LIMIT: z.coerce.number().int().min(1).default(20),
  // The site's public origin: scheme, host and port only (https://sift.example, http://localhost:3000).
  PUBLIC_URL: z
    .string()
    .url()
    .refine((v) => {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === v.replace(/\/$/, '');
    }, 'must be an http(s) origin with no path, query or user, like https://sift.example')
    .optional(),
  DEMO_CONTENT: z.enum(['0', '1']).default('1'),
  BAKERY_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone name, like America/New_York')
    .default(DEFAULT_BAKERY_TIME_ZONE),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  BAKER_EMAIL: z.string().regex(SIMPLE_EMAIL_PATTERN, 'must be an e-mail address, like baker@sift.example').optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  USER_DATA_MAX_KB: z.coerce.number().int().min(64).max(1_048_576).default(2048),
});

/** The replica's settings (docs/decisions/028-continuous-replication.md), read beside the others. */
const replicaEnvSchema = z
  .object({
    // file:///path, sftp://user@host:port/path or s3://bucket/path.
    REPLICA_URL: z
      .string()
      .transform((value, ctx) => {
        try {
          return parseReplicaUrl(value);
        } catch (err) {
          if (!(err instanceof ReplicaUrlError)) throw err;
          ctx.addIssue({ code: 'custom', message: err.message });
          return z.NEVER;
        }
      })
      .optional(),
    REPLICA_SSH_KEY: z.string().optional(),
    LITESTREAM_PATH: z.string().optional(),
    // Set by the supervisor (api/supervise.ts) in the server it runs beside Litestream; not a setting.
    REPLICA_SUPERVISED: z.enum(['0', '1']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.REPLICA_URL?.kind === 'sftp' && !env.REPLICA_SSH_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['REPLICA_SSH_KEY'],
        message: 'an sftp REPLICA_URL needs the path of the private key that signs in to it',
      });
  });

export const DEFAULT_MAIL_FROM = 'Sift & Story <hello@siftandstory.example>';

/** The address of a From line: 'Sift & Story <hello@sift.example>' is hello@sift.example. */
export function addressOf(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  adminUsername: string;
  /** Set from the environment; otherwise the server generates one on first start. */
  adminPassword?: string;
  sessionSecret?: string;
  ai: { baseUrl?: string; apiKey?: string; model: string };
  cookieSecure: boolean;
  /** Login, register and admin validate attempts per IP per 10 minutes; also password checks per IP. */
  authRateLimit: number;
  /** Password checks per account per 10 minutes (login, profile, admin validate). */
  authAccountLimit: number;
  /** Class survey answers, and "notify me" sign-ups, per address (IPv6 by its /64) per hour, each. */
  anonWriteLimit: number;
  /**
   * The site's public origin (no trailing slash) for every absolute link: canonical and og:url,
   * JSON-LD, the sitemap, e-mails. Never built from request headers.
   */
  publicUrl: string;
  /** True when PUBLIC_URL was set: the CSRF check then requires exactly this origin. */
  publicUrlSet: boolean;
  demoContent: boolean;
  version: string;
  /** The IANA zone every class date is written in (docs/product.md#shop). */
  bakeryTimeZone: string;
  /** smtp(s)://user:pass@host:port; unset writes each message as an .eml file in DATA_DIR/mail. */
  smtpUrl?: string;
  /** The From of every e-mail. */
  mailFrom: string;
  /** Where the baker hears of new reviews (docs/product.md#reviews): BAKER_EMAIL, else MAIL_FROM's address. */
  bakerEmail: string;
  /** How many daily backups DATA_DIR/backups keeps. */
  backupKeep: number;
  /** s-maxage of public answers (docs/decisions/012-http-caching.md); unset: 30. */
  publicCacheSeconds?: number;
  /** How many server processes share the port and the SQLite file (api/cluster.ts). */
  webConcurrency: number;
  /** The bytes one account's own data may take (combos, cart, ticks, sizes, list, notes): USER_DATA_MAX_KB. */
  userDataMaxBytes: number;
  /** REPLICA_URL and what goes with it; unset: no replica (docs/decisions/028-continuous-replication.md). */
  replica?: ReplicaSettings;
}

export interface ReplicaSettings {
  target: ReplicaTarget;
  /** REPLICA_SSH_KEY: the private key an sftp replica signs in with. */
  sshKey?: string;
  /** LITESTREAM_PATH: the Litestream binary, where node_modules holds none for this platform. */
  litestreamPath?: string;
  /** True in the server `npm start` runs beside Litestream: Litestream alone checkpoints the WAL. */
  supervised: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.parse(set);
  const replica = replicaEnvSchema.parse(set);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    adminUsername: parsed.ADMIN_USERNAME,
    adminPassword: parsed.ADMIN_PASSWORD,
    sessionSecret: parsed.SESSION_SECRET,
    ai: { baseUrl: parsed.AI_BASE_URL, apiKey: parsed.AI_API_KEY, model: parsed.AI_MODEL },
    cookieSecure: parsed.COOKIE_SECURE === '1' || parsed.COOKIE_SECURE === 'true',
    authRateLimit: parsed.AUTH_RATE_LIMIT,
    authAccountLimit: parsed.AUTH_ACCOUNT_LIMIT,
    anonWriteLimit: parsed.ANON_WRITE_LIMIT,
    publicUrl: parsed.PUBLIC_URL ? new URL(parsed.PUBLIC_URL).origin : `http://localhost:${parsed.PORT}`,
    publicUrlSet: parsed.PUBLIC_URL !== undefined,
    demoContent: parsed.DEMO_CONTENT === '1',
    version: process.env.npm_package_version ?? '0.1.0',
    bakeryTimeZone: parsed.BAKERY_TIME_ZONE,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    bakerEmail: parsed.BAKER_EMAIL ?? addressOf(parsed.MAIL_FROM ?? DEFAULT_MAIL_FROM),
    backupKeep: parsed.BACKUP_KEEP,
    publicCacheSeconds: parsed.PUBLIC_CACHE_SECONDS,
    webConcurrency: parsed.WEB_CONCURRENCY,
    userDataMaxBytes: parsed.USER_DATA_MAX_KB * 1024,
    replica: replica.REPLICA_URL && {
      target: replica.REPLICA_URL,
      sshKey: replica.REPLICA_SSH_KEY,
      litestreamPath: replica.LITESTREAM_PATH,
      supervised: replica.REPLICA_SUPERVISED === '1',
    },
  };
}

/** Defaults for tests: a config that needs no environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    adminUsername: 'admin',
    adminPassword: 'test-admin-password',
    sessionSecret: 'test-session-secret-0123456789',
    ai: { model: 'test' },
    cookieSecure: false,
    authRateLimit: 1000,
    authAccountLimit: 1000,
    anonWriteLimit: 1000,
    publicUrl: 'http://localhost:3000',
    publicUrlSet: false,
    demoContent: false,
    version: 'test',
    bakeryTimeZone: DEFAULT_BAKERY_TIME_ZONE,
    mailFrom: DEFAULT_MAIL_FROM,
    bakerEmail: addressOf(DEFAULT_MAIL_FROM),
    backupKeep: 7,
    webConcurrency: 1,
    userDataMaxBytes: 2048 * 1024,
    ...overrides,
  };
}
