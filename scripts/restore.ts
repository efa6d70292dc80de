// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` (or by the server)
// back into DATA_DIR, after PRAGMA integrity_check; refuses while a server holds the database.
import { resolve } from 'node:path';
import { RestoreError, restore } from '../api/backup/restore';
import { loadConfig } from '../api/config';
import { PRIVATE_UMASK } from '../api/storage/private-files';

// The backup holds what DATA_DIR holds: owner-only, as the server keeps it (api/storage/private-files.ts).
process.umask(PRIVATE_UMASK);
const [backupDir] = process.argv.slice(2);
if (!backupDir) {
  console.error('Usage: npm run restore -- <backup folder, e.g. data/backups/2026-11-27T06-30-00-000Z>');
  process.exit(2);
}
const dataDir = resolve(loadConfig().dataDir);
try {
  const aside = restore(backupDir, dataDir);
  console.log(`Restored ${resolve(backupDir)} into ${dataDir}.`);
  if (aside) console.log(`What ${dataDir} held before is in ${aside}.`);
} catch (err) {
  console.error(err instanceof RestoreError ? err.message : err);
  process.exit(1);
}
