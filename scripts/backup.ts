// `npm run backup`: a consistent snapshot of DATA_DIR's database (SQLite's online backup, safe
// while the server runs) and its uploaded images, in DATA_DIR/backups/<time>/.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DB_FILE, backup } from '../api/backup/backup';
import { loadConfig } from '../api/config';
import { PRIVATE_UMASK } from '../api/storage/private-files';

// The backup holds what DATA_DIR holds: owner-only, as the server keeps it (api/storage/private-files.ts).
process.umask(PRIVATE_UMASK);
const config = loadConfig();
const dataDir = resolve(config.dataDir);
const file = join(dataDir, DB_FILE);
if (!existsSync(file)) {
  console.error(`No database at ${file}: set DATA_DIR to the server's data folder.`);
  process.exit(1);
}
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
try {
  const dir = await backup(db, dataDir, config.backupKeep);
  console.log(`Backup written to ${dir}`);
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  db.close();
}
