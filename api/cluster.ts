import cluster, { type Worker } from 'node:cluster';

/** A worker that dies this many times in a row before it listens stops the server: it would only die again. */
export const FAILED_STARTS_BEFORE_GIVING_UP = 3;
/** How long a stopping worker may take to finish its requests before it is killed. */
export const WORKER_STOP_MS = 5000;

export interface PrimaryOptions {
  /** How many server processes (WEB_CONCURRENCY). */
  workers: number;
  log?: (message: string) => void;
  /** Once every worker listens, with the port they share (PORT=0 picks one for all). */
  onListening?: (port: number) => void;
}

export interface Primary {
  /** Stops every worker (SIGTERM, then SIGKILL past WORKER_STOP_MS); resolves once all are gone. */
  stop(): Promise<void>;
  /** Resolves when the workers cannot be kept running (they die before listening, again and again). */
  failed: Promise<void>;
}

/**
 * The primary of WEB_CONCURRENCY=N (docs/decisions/016-several-processes.md): forks N workers
 * running this same script, which share the listening socket; the primary itself serves no
 * request. A worker that dies is replaced at once, so a crash costs the requests it held and
 * nothing more; every state that must outlive it or be seen by the others is in SQLite.
 */
export function startPrimary({ workers, log = console.error, onListening }: PrimaryOptions): Primary {
  let stopping = false;
  let failedStarts = 0;
  let listening = 0;
  let announced = false;
  const listened = new WeakSet<Worker>();
  let giveUp!: () => void;
  const failed = new Promise<void>((resolve) => (giveUp = resolve));

  const fork = (replacing?: number) => {
    const worker = cluster.fork();
    worker.on('listening', (address) => {
      listened.add(worker);
      if (replacing !== undefined) log(`Server process ${worker.process.pid} serves in place of ${replacing}.`);
      failedStarts = 0;
      listening += 1;
      if (!announced && listening >= workers) {
        announced = true;
        onListening?.(address.port);
      }
    });
    worker.on('exit', (code, signal) => {
      if (listened.has(worker)) listening -= 1;
      if (stopping) return;
      if (!listened.has(worker)) failedStarts += 1;
      if (failedStarts >= FAILED_STARTS_BEFORE_GIVING_UP) {
        log(`A server process failed to start ${failedStarts} times in a row; stopping.`);
        giveUp();
        return;
      }
      log(`Server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`);
      // A worker that died starting waits a little longer each time; one that served comes back at once.
      setTimeout(() => fork(worker.process.pid), failedStarts * 250);
    });
  };
  for (let i = 0; i < workers; i++) fork();

  const stop = async () => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      alive.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
  return { stop, failed };
}
