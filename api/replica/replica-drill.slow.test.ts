import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/server';
import { DB_FILE } from '../backup/backup';
import { LITESTREAM_PID_FILE, PID_FILE } from '../backup/restore';
import { isObjectKey } from '../storage/object-store';
import { sampleOrder } from '../test/route-table';
import { startSshd, type RunningSshd } from '../test/sshd';

/**
 * Issue 35, the restore drill (docs/decisions/028-continuous-replication.md): the real supervisor
 * (`api/supervise.ts`, what `npm start` runs) with the server and Litestream beside it, replicating
 * to a file replica and to an sftp replica on a real OpenSSH server on loopback. 200 acknowledged
 * writes (orders taking class seats, sign-ups, a photo), then the machine dies: SIGKILL to the
 * supervisor, the server and Litestream at once, and DATA_DIR deleted. `npm run restore --
 * --from-replica` rebuilds it: every write acknowledged more than 1 s before the kill is there,
 * the seats match the orders, `PRAGMA integrity_check` is ok, the photo is back. Then the runbook
 * of docs/deploy.md: the rebuilt DATA_DIR starts (a new machine) and replicates again; and a
 * restore `--at` a moment between two bursts of writes holds the first burst and none of the second.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WRITES = 200;
/** The first burst; the moment for the restore by time falls in the quiet after it. */
const FIRST_BURST = 100;
const QUIET_MS = 2500;
const SPOTS = 100_000;
const ADMIN_PASSWORD = 'drill-admin-password';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

interface Supervised {
  url: string;
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | string>;
}

async function startSupervised(dataDir: string, env: Record<string, string>): Promise<Supervised> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/supervise.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      DEMO_CONTENT: '1',
      AUTH_RATE_LIMIT: '100000',
      AUTH_ACCOUNT_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-40_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exit = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal ?? -1)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exit;
    }
  });
  const supervised = { url: `http://127.0.0.1:${port}`, child, output: () => log, exit };
  // Up, and the replica holds the first state (the demo content and its photos).
  await until(
    async () => (await health(supervised.url))?.replica?.behindSeconds === 0,
    300_000,
    () => log,
  );
  return supervised;
}

interface Health {
  ok: boolean;
  replica?: { behindSeconds: number | null };
}

async function health(url: string): Promise<Health | undefined> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? ((await res.json()) as Health) : undefined;
  } catch {
    return undefined;
  }
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Gone, or a zombie nobody reaps (a container's first process may not). */
function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function call(url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** An admin uploads a photo through the three upload calls; its object key. */
async function uploadPhoto(url: string): Promise<string> {
  const login = await call(url, 'POST', '/api/admin/validate', { username: 'admin', password: ADMIN_PASSWORD });
  const auth = { Authorization: `Bearer ${login.json.token as string}` };
  const upload = await call(url, 'POST', '/api/objects/upload', undefined, auth);
  const uploadURL = upload.json.uploadURL as string;
  const image = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#b5651d' } })
    .jpeg()
    .toBuffer();
  const put = await fetch(url + uploadURL, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: image });
  expect(put.status).toBe(200);
  const policy = await call(url, 'PUT', '/api/objects/set-policy', { uploadURL }, auth);
  expect(policy.status).toBe(200);
  return (policy.json.objectPath as string).replace('/objects/', '');
}

interface Ack {
  kind: 'order' | 'user';
  id: number | string;
  ackedAt: number;
  burst: 1 | 2;
}

function restoreScript(env: Record<string, string>, args: string[]) {
  return new Promise<{ code: number | null; out: string; ms: number }>((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => done({ code, out, ms: Date.now() - started }));
  });
}

/** The time the restore command reports for itself ('... in 3.2 s.'), beside its process's start. */
const tookOf = (out: string) => /in ([\d.]+) s\.$/m.exec(out)?.[1] ?? '?';

function readDb(dataDir: string, classId: number) {
  const db = new Database(join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      orders: new Set(db.prepare('SELECT id FROM orders').pluck().all() as number[]),
      users: new Set(db.prepare('SELECT username FROM users').pluck().all() as string[]),
      ordersWithoutLines: db
        .prepare('SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)')
        .pluck()
        .get() as number,
      seats: {
        left: db.prepare('SELECT spots_available FROM workshops WHERE id = ?').pluck().get(classId) as number,
        sold: db
          .prepare("SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE item_type = 'class' AND item_id = ?")
          .pluck()
          .get(classId) as number,
      },
    };
  } finally {
    db.close();
  }
}

const generationsIn = (replicaDb: string) =>
  existsSync(join(replicaDb, 'generations')) ? readdirSync(join(replicaDb, 'generations')).length : 0;

describe.each(['file', 'sftp'] as const)('the restore drill, %s replica', (kind) => {
  it(`restores every write acknowledged more than 1 s before the machine died, by time too`, async () => {
    let sshd: RunningSshd | undefined;
    let replicaUrl: string;
    let replicaRoot: string;
    const env: Record<string, string> = {};
    if (kind === 'sftp') {
      sshd = await startSshd();
      cleanups.push(() => sshd!.stop());
      replicaRoot = join(sshd.root, 'sift');
      replicaUrl = `sftp://${sshd.user}@127.0.0.1:${sshd.port}${replicaRoot}`;
      env.REPLICA_SSH_KEY = sshd.key;
    } else {
      replicaRoot = join(tempDir('sift-replica-'), 'sift');
      replicaUrl = `file://${replicaRoot}`;
    }
    env.REPLICA_URL = replicaUrl;
    const machine = tempDir('sift-drill-');
    const dataDir = join(machine, 'data');

    const site = await startSupervised(dataDir, env);
    expect(site.output()).toContain('with Litestream (sync every 1 s)');
    const shop = (await call(site.url, 'GET', '/api/shop/workshops')).json as unknown as {
      id: number;
      kind: string;
      title: string;
      price: number | null;
    }[];
    const cls = shop.find((w) => w.kind === 'class' && w.price !== null)!;
    const classItem = { id: cls.id, title: cls.title, price: cls.price! };
    // Enough seats that no order is refused for a full class; a write like any other.
    const setup = new Database(join(dataDir, DB_FILE));
    setup.pragma('busy_timeout = 5000');
    setup.prepare('UPDATE workshops SET spots_available = ? WHERE id = ?').run(SPOTS, classItem.id);
    setup.close();
    const photo = await uploadPhoto(site.url);

    const acks: Ack[] = [];
    const refused: string[] = [];
    let busy = 0;
    let burst: 1 | 2 = 1;
    let writing = true;
    let sequence = 0;
    let maxWal = 0;
    let maxBehind = 0;
    const watch = setInterval(() => {
      try {
        maxWal = Math.max(maxWal, statSync(join(dataDir, `${DB_FILE}-wal`)).size);
      } catch {
        // gone with the machine
      }
      void health(site.url).then((h) => (maxBehind = Math.max(maxBehind, h?.replica?.behindSeconds ?? 0)));
    }, 200);
    const writer = async () => {
      while (writing && (burst === 2 || acks.length < FIRST_BURST)) {
        const n = ++sequence;
        const mine = burst;
        try {
          if (n % 5 === 0) {
            const username = `drill-${kind}-${n}`;
            const res = await call(site.url, 'POST', '/api/auth/register', {
              username,
              password: 'sourdough1',
              confirmPassword: 'sourdough1',
            });
            if (res.status === 201) acks.push({ kind: 'user', id: username, ackedAt: Date.now(), burst: mine });
            // The hashing queue's 'busy, try again' (a loaded machine): not acknowledged, and not the replica's doing.
            else if (res.status === 503) busy += 1;
            else refused.push(`register ${res.status}`);
          } else {
            const res = await call(site.url, 'POST', '/api/checkout', sampleOrder({ classItem }, `guest-${n}`), {
              'Idempotency-Key': `drill-${kind}-${n}`,
            });
            if (res.status === 201)
              acks.push({ kind: 'order', id: res.json.orderId as number, ackedAt: Date.now(), burst: mine });
            else refused.push(`checkout ${res.status}`);
          }
        } catch {
          // The machine died under this request: it was never acknowledged.
        }
      }
    };
    // The first burst, a quiet moment (the time to restore to), then the second burst until the kill.
    await Promise.all([writer(), writer(), writer(), writer()]);
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const moment = new Date();
    await new Promise((r) => setTimeout(r, QUIET_MS));
    burst = 2;
    const writers = [writer(), writer(), writer(), writer()];
    while (acks.length < WRITES) await new Promise((r) => setTimeout(r, 5));

    const photos = readdirSync(join(dataDir, 'objects')).filter(isObjectKey).length;
    // The machine dies: every process at once, mid-write, then its disk.
    const pids = [
      site.child.pid!,
      ...[PID_FILE, LITESTREAM_PID_FILE].map((f) => Number(readFileSync(join(dataDir, f), 'utf8'))),
    ];
    const killedAt = Date.now();
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    writing = false;
    clearInterval(watch);
    await Promise.all(writers);
    await until(() => pids.every(gone), 10_000, site.output);
    rmSync(dataDir, { recursive: true, force: true });
    expect(refused, 'writes refused during the drill').toEqual([]);

    // npm run restore -- --from-replica, into the same DATA_DIR on the new disk.
    const restored = await restoreScript({ DATA_DIR: dataDir, ...env }, ['--from-replica']);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain(`Restored the database and ${photos} photos`);
    const db = readDb(dataDir, classItem.id);
    expect(db.integrity).toBe('ok');
    const present = (ack: Ack) =>
      ack.kind === 'order' ? db.orders.has(ack.id as number) : db.users.has(ack.id as string);
    const lost = acks.filter((ack) => !present(ack));
    const lostEarly = lost.filter((ack) => killedAt - ack.ackedAt > 1000);
    expect(lostEarly, 'writes acknowledged more than 1 s before the kill and lost').toEqual([]);
    expect(db.ordersWithoutLines, 'orders restored without their lines').toBe(0);
    const seats = db.seats;
    expect(SPOTS - seats.left, 'seats taken against seats sold').toBe(seats.sold);
    expect(existsSync(join(dataDir, 'objects', photo, '1200.webp')), 'the uploaded photo').toBe(true);
    const newestKept = Math.min(...acks.filter(present).map((ack) => killedAt - ack.ackedAt));
    const oldestLost = lost.length ? Math.max(...lost.map((ack) => killedAt - ack.ackedAt)) : 0;
    console.log(
      `replica drill (${kind}, load average ${loadavg()[0]!.toFixed(1)}): ${acks.length} writes acknowledged (${acks.filter((a) => a.kind === 'user').length} sign-ups, ` +
        `${acks.filter((a) => a.kind === 'order').length} orders; ${busy} sign-ups answered 503 busy) and a photo; ${lost.length} lost, all acknowledged within ` +
        `${oldestLost} ms of the kill; the newest write restored was acknowledged ${newestKept} ms before it. ` +
        `Replica at most ${maxBehind} s behind during the writes (health); WAL at most ${(maxWal / 1024).toFixed(0)} KB. ` +
        `Restore: ${(restored.ms / 1000).toFixed(1)} s for the whole command, ${tookOf(restored.out)} s of it restoring.`,
    );

    // The runbook: the rebuilt DATA_DIR starts as the new machine and replicates to the same place.
    // The sftp host is this machine too: its folder can be read directly.
    expect(generationsIn(join(replicaRoot, 'db')), 'one generation: nothing but Litestream checkpointed').toBe(1);
    const newMachine = await startSupervised(dataDir, env);
    const signIn = await call(newMachine.url, 'POST', '/api/auth/login', {
      username: acks.find((a) => a.kind === 'user' && present(a))!.id,
      password: 'sourdough1',
    });
    expect(signIn.status).toBe(200);
    const classes = (await call(newMachine.url, 'GET', '/api/shop/workshops')).json as unknown as {
      id: number;
      spotsAvailable: number;
    }[];
    expect(classes.find((c) => c.id === classItem.id)!.spotsAvailable).toBe(SPOTS - seats.sold);
    const after = await call(newMachine.url, 'POST', '/api/checkout', sampleOrder({ classItem }, 'guest-after'), {
      'Idempotency-Key': `drill-${kind}-after`,
    });
    expect(after.status).toBe(201);
    await until(async () => (await health(newMachine.url))?.replica?.behindSeconds === 0, 30_000, newMachine.output);
    newMachine.child.kill('SIGTERM');
    expect(await newMachine.exit, newMachine.output()).toBe(0);
    expect(generationsIn(join(replicaRoot, 'db')), 'the new machine starts a generation of its own').toBe(2);

    // The state at the quiet moment: all of the first burst, none of the second.
    const earlier = join(machine, 'as-it-was');
    const byTime = await restoreScript({ DATA_DIR: earlier, ...env }, ['--from-replica', '--at', moment.toISOString()]);
    expect(byTime.code, byTime.out).toBe(0);
    const then = readDb(earlier, classItem.id);
    expect(then.integrity).toBe('ok');
    const inThen = (ack: Ack) =>
      ack.kind === 'order' ? then.orders.has(ack.id as number) : then.users.has(ack.id as string);
    expect(
      acks.filter((a) => a.burst === 1 && !inThen(a)),
      'first-burst writes missing at the moment',
    ).toEqual([]);
    expect(
      acks.filter((a) => a.burst === 2 && inThen(a)),
      'second-burst writes present at the moment',
    ).toEqual([]);
    expect(then.orders.has(after.json.orderId as number)).toBe(false);
    console.log(
      `replica drill (${kind}): restore --at ${moment.toISOString()}: ${(byTime.ms / 1000).toFixed(1)} s ` +
        `(${tookOf(byTime.out)} s restoring).`,
    );
  }, 600_000);
});
