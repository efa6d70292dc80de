import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ZodError } from 'zod';
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { createApp } from './app';
import { startPrimary, WORKER_STOP_MS } from './cluster';
import { loadConfig, type Config } from './config';
import { openDb, type Db } from './db/open';
import { ensureAdminPassword } from './auth/admin-credentials';
import { seedDemoContent } from './seed/load';
import { scheduleBackups } from './backup/backup';
import { PID_FILE } from './backup/restore';
import type { MailWorker } from './mail/worker';
import { keepDataPrivate, PRIVATE_UMASK } from './storage/private-files';

/**
 * Reads the config, opens (and on first start fills) DATA_DIR, and listens on PORT. With
 * WEB_CONCURRENCY=N above 1 this process is the primary: it does the start-up work once (migrations,
 * demo content, admin password, backups), then runs N workers (api/cluster.ts) that each open the
 * same SQLite file and serve requests on the shared port.
 */
async function main() {
  const config = loadConfig();
  config.dataDir = resolve(config.dataDir);
  if (cluster.isWorker) return serve(config);
  // Owner-only files from here on, and what an earlier start left readable made so, before the
  // database is opened (docs/deploy.md, private files).
  const fixed = keepDataPrivate(config.dataDir);
  if (fixed) console.log(`Made ${fixed} files and folders in ${config.dataDir} readable by this user only.`);
  config.sessionSecret ??= sessionSecret(config.dataDir);
  const db = openDb(databaseFile(config), openOptions(config));
  if (config.replica && !config.replica.supervised)
    console.warn(
      'REPLICA_URL is set, but nothing replicates this server: start it with `npm start` (api/supervise.ts).',
    );

  if (config.demoContent) {
    const seeded = await seedDemoContent(db, join(config.dataDir, 'objects'));
    if (seeded) console.log(`Filled an empty database with the demo content (${seeded.recipes} recipes).`);
  }
  const { generated } = await ensureAdminPassword(db, config);
  // `npm run restore` refuses while this file names a live process.
  const pidFile = join(config.dataDir, PID_FILE);
  writeFileSync(pidFile, String(process.pid));
  const stopBackups = scheduleBackups(db, config.dataDir, config.backupKeep, console.error);
  if (!existsSync(join(distDir(), 'index.html')))
    console.warn('No built front end in dist/: run `npm run build` (npm start does this for you).');
  const announce = (port: number, processes: string) => {
    console.log(`Sift & Story is running at http://localhost:${port}${processes}`);
    if (generated)
      console.log(
        `Admin login: username "${config.adminUsername}", password "${generated}" (generated once; set ADMIN_PASSWORD to choose your own)`,
      );
  };
  const exit = (code: number) => {
    rmSync(pidFile, { force: true });
    db.close();
    process.exit(code);
  };

  if (config.webConcurrency > 1) {
    const primary = startPrimary({
      workers: config.webConcurrency,
      onListening: (port) => announce(port, ` (${config.webConcurrency} processes)`),
    });
    const shutdown = () => {
      stopBackups();
      void primary.stop().then(() => exit(0));
    };
    void primary.failed.then(() => {
      stopBackups();
      void primary.stop().then(() => exit(1));
    });
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
    return;
  }

  const server = listen(config, db, (port) => announce(port, ''));
  const shutdown = () => {
    stopBackups();
    // No new request and no new e-mail; what is under way finishes if it can within the 3 s below.
    void Promise.all([server.mail?.stop(), new Promise((done) => server.close(done))]).then(() => exit(0));
    setTimeout(() => exit(0), 3000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

const databaseFile = (config: Config) => join(config.dataDir, 'sift-and-story.db');
/** Beside Litestream, Litestream alone checkpoints the WAL (api/db/open.ts). */
const openOptions = (config: Config) => ({ litestreamCheckpoints: config.replica?.supervised === true });
const distDir = () => resolve(process.env.DIST_DIR ?? 'dist');

/**
 * Builds the app over `db` and listens on PORT; `onListening` gets the port it got. The server
 * comes with the app's mail worker (api/mail/worker.ts), to stop it on shutdown.
 */
function listen(config: Config, db: Db, onListening: (port: number) => void): Server & { mail?: MailWorker } {
  const app = createApp({ db, config, distDir: distDir() });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    onListening(typeof address === 'object' && address ? address.port : config.port);
  });
  return Object.assign(server, { mail: app.locals.mail as MailWorker | undefined });
}

/**
 * One worker of WEB_CONCURRENCY: the primary has migrated and filled the database and keeps the
 * backups; this process opens the same file and serves. SIGTERM lets its requests finish.
 */
function serve(config: Config) {
  // The primary made DATA_DIR private; this process's own files are too.
  process.umask(PRIVATE_UMASK);
  config.sessionSecret ??= sessionSecret(config.dataDir);
  const db = openDb(databaseFile(config), openOptions(config));
  const server = listen(config, db, () => undefined);
  const shutdown = () => {
    void Promise.all([server.mail?.stop(), new Promise((done) => server.close(done))]).then(() => {
      db.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), WORKER_STOP_MS - 500).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/** docs/architecture.md#configuration: SESSION_SECRET is generated once and kept in DATA_DIR when not set. */
function sessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

main().catch((err) => {
  // A refused setting (PORT=abc, a short SESSION_SECRET) is said in one line per variable, not as a stack.
  if (err instanceof ZodError) {
    console.error(`Invalid configuration:\n${err.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  } else console.error(err);
  process.exit(1);
});
