import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../config';
import { openDb, type Db } from '../db/open';
import { seedDemoContent } from '../seed/load';
import { adminToken, bearer } from '../test/admin';
import { sampleOrder, sampleRecipe } from '../test/route-table';
import { DB_FILE, backup, listBackups } from './backup';
import { PID_FILE, RestoreError, restore } from './restore';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  while (dbs.length) dbs.pop()!.close();
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sift-backup-'));
  dirs.push(dir);
  return dir;
};

async function runningServer() {
  const dataDir = tempDir();
  const db = openDb(join(dataDir, DB_FILE));
  dbs.push(db);
  await seedDemoContent(db, join(dataDir, 'objects'), { images: false });
  writeFileSync(join(dataDir, 'objects', 'recipe-photo'), 'an uploaded photo');
  const config = testConfig({ dataDir });
  const app = createApp({ db, config, log: () => undefined });
  return { dataDir, db, app, config };
}

/** `npm run backup` against DATA_DIR, as a separate process, as an operator would run it. */
function backupScript(dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, BACKUP_KEEP: '7' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('backups', () => {
  it('backs up a running server under writes; the restore holds every order, user and recipe acknowledged before', async () => {
    const { dataDir, app, config } = await runningServer();
    const token = await adminToken({ app, config } as never);
    const classes = (await request(app).get('/api/shop/workshops')).body as {
      id: number;
      title: string;
      price: number | null;
      spotsAvailable: number;
      kind: string;
    }[];
    const cls = classes
      .filter((c) => c.kind === 'class' && c.price !== null)
      .sort((a, b) => b.spotsAvailable - a.spotsAvailable)[0]!;
    const acknowledged = { orders: [] as number[], users: [] as string[], recipes: [] as string[] };
    let writing = true;
    let n = 0;
    const writer = (async () => {
      while (writing) {
        n += 1;
        const username = `backup${n}`;
        const reg = await request(app)
          .post('/api/auth/register')
          .send({ username, password: 'sourdough1', confirmPassword: 'sourdough1' });
        if (reg.status === 201) acknowledged.users.push(username);
        const order = await request(app)
          .post('/api/checkout')
          .send(sampleOrder({ classItem: { id: cls.id, title: cls.title, price: cls.price! } }));
        if (order.status === 201) acknowledged.orders.push(order.body.orderId);
        if (n % 3 === 0) {
          const recipe = await request(app)
            .post('/api/recipes')
            .set(bearer(token))
            .send(sampleRecipe(`Backup Loaf ${n}`));
          if (recipe.status === 201) acknowledged.recipes.push(recipe.body.slug);
        }
      }
    })();
    while (acknowledged.orders.length < 3) await new Promise((r) => setTimeout(r, 20));
    // Whatever was acknowledged before the backup started must be in it.
    const before = structuredClone(acknowledged);
    const result = await backupScript(dataDir);
    writing = false;
    await writer;
    expect(result.code, result.out).toBe(0);
    const [made] = listBackups(dataDir);
    expect(result.out).toContain(`Backup written to ${made}`);
    expect(acknowledged.orders.length).toBeGreaterThan(before.orders.length);

    const fresh = tempDir();
    expect(restore(made!, fresh)).toBeUndefined();
    const restored = new Database(join(fresh, DB_FILE), { readonly: true });
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const orders = new Set(restored.prepare('SELECT id FROM orders').pluck().all() as number[]);
      for (const id of before.orders) expect(orders.has(id), `order ${id}`).toBe(true);
      // Every order in the snapshot is whole: its lines came with it.
      expect(
        restored
          .prepare(
            'SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)',
          )
          .pluck()
          .get(),
      ).toBe(0);
      const users = new Set(restored.prepare('SELECT username FROM users').pluck().all() as string[]);
      for (const u of before.users) expect(users.has(u), `user ${u}`).toBe(true);
      const recipes = new Set(restored.prepare('SELECT slug FROM recipes').pluck().all() as string[]);
      for (const slug of before.recipes) expect(recipes.has(slug), `recipe ${slug}`).toBe(true);
      expect(recipes.has('vanilla-buttercream')).toBe(true);
    } finally {
      restored.close();
    }
    expect(existsSync(join(fresh, 'objects', 'recipe-photo'))).toBe(true);
  }, 60_000);

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const { dataDir, db } = await runningServer();
    for (let i = 0; i < 4; i++) await backup(db, dataDir, 2, new Date(Date.UTC(2026, 10, 20 + i)));
    expect(listBackups(dataDir).map((d) => d.slice(-24))).toEqual([
      '2026-11-22T00-00-00-000Z',
      '2026-11-23T00-00-00-000Z',
    ]);
    expect(readdirSync(join(dataDir, 'backups')).filter((d) => d.endsWith('.partial'))).toEqual([]);
  });

  it('restore refuses while a server holds the database, and a backup that fails its integrity check', async () => {
    const { dataDir, db } = await runningServer();
    const made = await backup(db, dataDir, 7);
    writeFileSync(join(dataDir, PID_FILE), String(process.pid));
    expect(() => restore(made, dataDir)).toThrow(
      new RestoreError(`A server (process ${process.pid}) holds ${dataDir}: stop it first, then restore.`),
    );
    const broken = tempDir();
    writeFileSync(join(broken, DB_FILE), 'not a database at all, only text '.repeat(200));
    const target = tempDir();
    expect(() => restore(broken, target)).toThrow(RestoreError);
    expect(existsSync(join(target, DB_FILE))).toBe(false);
  });

  it('moves what DATA_DIR held aside instead of deleting it', async () => {
    const { dataDir, db } = await runningServer();
    const made = await backup(db, dataDir, 7);
    const target = tempDir();
    writeFileSync(join(target, DB_FILE), 'the old database');
    const aside = restore(made, target)!;
    expect(existsSync(join(aside, DB_FILE))).toBe(true);
    expect(new Database(join(target, DB_FILE), { readonly: true }).pragma('integrity_check', { simple: true })).toBe(
      'ok',
    );
  });
});
