// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` (or by the server)
// back into DATA_DIR, after PRAGMA integrity_check; refuses while a server holds the database.
// `npm run restore -- --from-replica [--at <ISO time>]`: rebuilds DATA_DIR from REPLICA_URL's
// replica, the newest state or the state at a time (docs/decisions/028-continuous-replication.md).
import { resolve } from 'node:path';
import { z, ZodError } from 'zod';
import { RestoreError, restore } from '../api/backup/restore';
import { loadConfig } from '../api/config';
import { restoreFromReplica } from '../api/replica/restore-from-replica';
import { describeTarget } from '../api/replica/replica-target';
import { PRIVATE_UMASK } from '../api/storage/private-files';

// What is restored is what DATA_DIR holds: owner-only, as the server keeps it (api/storage/private-files.ts).
process.umask(PRIVATE_UMASK);

const USAGE = `Usage:
  npm run restore -- <backup folder, e.g. data/backups/2026-11-27T06-30-00-000Z>
  npm run restore -- --from-replica [--at <time, e.g. 2026-11-27T14:30:00Z>]`;

const atSchema = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function main() {
  const args = process.argv.slice(2);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ZodError)
      fail(`Invalid configuration:\n${err.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
    throw err;
  }
  const dataDir = resolve(config.dataDir);

  if (args[0] !== '--from-replica') {
    const [backupDir] = args;
    if (!backupDir || args.length > 1 || backupDir.startsWith('--')) fail(USAGE, 2);
    const aside = restore(backupDir, dataDir);
    console.log(`Restored ${resolve(backupDir)} into ${dataDir}.`);
    if (aside) console.log(`What ${dataDir} held before is in ${aside}.`);
    return;
  }

  const rest = args.slice(1);
  let at: Date | undefined;
  if (rest.length) {
    if (rest[0] !== '--at' || rest.length !== 2) fail(USAGE, 2);
    const parsed = atSchema.safeParse(rest[1]);
    if (!parsed.success) fail(`--at must be a time with its zone, like 2026-11-27T14:30:00Z (got "${rest[1]}").`, 2);
    at = parsed.data;
    if (at.getTime() > Date.now()) fail(`--at ${rest[1]} is in the future: the replica holds nothing from then.`, 2);
  }
  if (!config.replica) fail('Set REPLICA_URL to the replica to restore from (README, Configuration).', 2);

  const where = describeTarget(config.replica.target);
  console.log(`Restoring ${dataDir} from ${where}${at ? ` as it was at ${at.toISOString()}` : ''}...`);
  const done = await restoreFromReplica(config.replica, dataDir, { at });
  if (done.newestAt)
    console.log(`The replica holds no change after ${done.newestAt.toISOString()}: restored the state from then.`);
  console.log(
    `Restored the database and ${typeof done.photos === 'number' ? `${done.photos} photos` : `no photos (${done.photos})`} ` +
      `from ${where} into ${dataDir} in ${(done.tookMs / 1000).toFixed(1)} s.`,
  );
  if (done.aside) console.log(`What ${dataDir} held before is in ${done.aside}.`);
}

main().catch((err: unknown) => fail(err instanceof RestoreError ? err.message : String((err as Error)?.stack ?? err)));
