import { resolve } from 'node:path';
import { ZodError } from 'zod';
import { loadConfig } from './config';
import { ReplicaSetupError } from './replica/litestream';
import { supervise, SupervisorError } from './replica/supervisor';
import { PRIVATE_UMASK } from './storage/private-files';

/**
 * What `npm start` and the systemd unit run. With REPLICA_URL: the server and Litestream beside it,
 * under one supervisor (api/replica/supervisor.ts, docs/decisions/028-continuous-replication.md).
 * Without: the server itself, in this process, exactly as `node api/server.ts` runs it.
 */
async function main() {
  // Litestream, started from here, writes its working files in DATA_DIR (and a file replica's):
  // owner-only like the server's own (api/storage/private-files.ts).
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  if (!config.replica) {
    await import('./server');
    return;
  }
  config.dataDir = resolve(config.dataDir);
  await supervise({ ...config, replica: config.replica });
}

main().catch((err) => {
  if (err instanceof ZodError) {
    console.error(`Invalid configuration:\n${err.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  } else if (err instanceof ReplicaSetupError || err instanceof SupervisorError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
