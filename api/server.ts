import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ZodError } from 'zod';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/open';
import { ensureAdminPassword } from './auth/admin-credentials';
import { seedDemoContent } from './seed/load';
import { scheduleBackups } from './backup/backup';
import { PID_FILE } from './backup/restore';

/** Reads the config, opens (and on first start fills) DATA_DIR, and listens on PORT. */
async function main() {
  const config = loadConfig();
  config.dataDir = resolve(config.dataDir);
  mkdirSync(config.dataDir, { recursive: true });
  config.sessionSecret ??= sessionSecret(config.dataDir);
  const db = openDb(join(config.dataDir, 'sift-and-story.db'));

  if (config.demoContent) {
    const seeded = await seedDemoContent(db, join(config.dataDir, 'objects'));
    if (seeded) console.log(`Filled an empty database with the demo content (${seeded.recipes} recipes).`);
  }
  const { generated } = await ensureAdminPassword(db, config);
  // `npm run restore` refuses while this file names a live process.
  const pidFile = join(config.dataDir, PID_FILE);
  writeFileSync(pidFile, String(process.pid));
  const stopBackups = scheduleBackups(db, config.dataDir, config.backupKeep, console.error);

  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'index.html')))
    console.warn('No built front end in dist/: run `npm run build` (npm start does this for you).');
  const app = createApp({ db, config, distDir });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Sift & Story is running at http://localhost:${port}`);
    if (generated)
      console.log(
        `Admin login: username "${config.adminUsername}", password "${generated}" (generated once; set ADMIN_PASSWORD to choose your own)`,
      );
  });

  const shutdown = () => {
    stopBackups();
    server.close(() => {
      rmSync(pidFile, { force: true });
      db.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
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
