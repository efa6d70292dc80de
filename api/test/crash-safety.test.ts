import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/bench/server';
import { sampleOrder } from './route-table';

/**
 * Issue 7, crash safety: the real server process takes checkouts from 8 concurrent buyers, is
 * killed with SIGKILL mid-run (twice), and restarted on the same DATA_DIR. Every order it
 * acknowledged with a 2xx must be there with its lines, the class's spots must match the seats
 * sold exactly (order and decrement in one transaction), replays of acknowledged requests must
 * return the stored answer without a second order, and SQLite's integrity_check must say ok.
 */

const DB_FILE = 'sift-and-story.db';
const BUYERS = 8;
const CYCLES = 2;
const SPOTS = 100_000;

interface Ack {
  key: string;
  body: string;
  orderId: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'sift-crash-'));
const distDir = mkdtempSync(join(tmpdir(), 'sift-crash-dist-'));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

const start = () =>
  startServer({ dataDir, distDir, env: { DEMO_CONTENT: '1', AUTH_RATE_LIMIT: '1000' }, timeoutMs: 90_000 });

function openFile() {
  return new Database(join(dataDir, DB_FILE), { fileMustExist: true });
}

async function checkout(base: string, key: string, body: string) {
  const res = await fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, text };
}

describe('crash safety of checkout', () => {
  it(`keeps every acknowledged order through ${CYCLES} SIGKILLs mid-run`, async () => {
    server = await start();
    const shop = await fetch(`${server.url}/api/shop/workshops`);
    expect(shop.status, 'GET /api/shop/workshops').toBe(200);
    const list = (await shop.json()) as {
      id: number;
      kind: string;
      title: string;
      price: number | null;
      spotsAvailable: number;
    }[];
    const cls = list
      .filter((w) => w.kind === 'class' && w.price !== null && w.spotsAvailable > 0)
      .sort((a, b) => b.spotsAvailable - a.spotsAvailable)[0];
    expect(cls, 'a class with a price and spots in the demo shop').toBeDefined();
    const classItem = { id: cls!.id, title: cls!.title, price: cls!.price! };

    // Enough seats that the run is never cut short by "class full".
    const setup = openFile();
    setup.prepare('UPDATE workshops SET spots_available = ? WHERE id = ?').run(SPOTS, classItem.id);
    setup.close();

    const probe = await checkout(server.url, `probe-${Date.now()}`, JSON.stringify(sampleOrder({ classItem })));
    expect(probe.status, probe.text).toBe(201);

    const acks: Ack[] = [{ key: '', body: '', orderId: (JSON.parse(probe.text) as { orderId: number }).orderId }];
    const refused: string[] = [];
    let sequence = 0;

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const running = server;
      let stop = false;
      let inFlight = 0;
      const ackedThisCycle = { count: 0 };
      const buyer = async () => {
        while (!stop) {
          sequence += 1;
          const key = `crash-${cycle}-${sequence}-${Math.random().toString(36).slice(2, 10)}`;
          const body = JSON.stringify(sampleOrder({ classItem }, `guest-${Date.now()}${sequence}`));
          inFlight += 1;
          try {
            const res = await checkout(running.url, key, body);
            if (res.status >= 200 && res.status < 300) {
              acks.push({ key, body, orderId: (JSON.parse(res.text) as { orderId: number }).orderId });
              ackedThisCycle.count += 1;
            } else refused.push(`${res.status} ${res.text.slice(0, 200)}`);
          } catch {
            // The connection died with the process: not acknowledged, so nothing is promised.
          } finally {
            inFlight -= 1;
          }
        }
      };
      const buyers = Array.from({ length: BUYERS }, buyer);
      // Let orders flow, then kill while requests are in flight.
      const deadline = Date.now() + 8_000;
      while (ackedThisCycle.count < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const inFlightAtKill = inFlight;
      await running.kill();
      stop = true;
      await Promise.all(buyers);
      expect(
        ackedThisCycle.count,
        `cycle ${cycle}: no order was acknowledged before the kill\n${running.output()}`,
      ).toBeGreaterThan(0);
      expect(inFlightAtKill, `cycle ${cycle}: the kill should land mid-run`).toBeGreaterThan(0);
      console.log(
        `crash-safety: cycle ${cycle + 1}: ${ackedThisCycle.count} orders acknowledged, SIGKILL with ${inFlightAtKill} checkouts in flight`,
      );
      server = await start();
    }

    expect(refused, 'checkouts refused during the run').toEqual([]);

    const db = openFile();
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = acks.map((a) => a.orderId);
      const found = new Set(
        db
          .prepare(`SELECT id FROM orders WHERE id IN (${ids.map(() => '?').join(',')})`)
          .pluck()
          .all(...ids) as number[],
      );
      const lost = ids.filter((id) => !found.has(id));
      expect(lost, `acknowledged orders missing after the crashes (${acks.length} acknowledged)`).toEqual([]);
      const withoutLines = db
        .prepare('SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)')
        .pluck()
        .get() as number;
      expect(withoutLines, 'orders committed without their lines').toBe(0);
      const sold = db
        .prepare("SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE item_type = 'class' AND item_id = ?")
        .pluck()
        .get(classItem.id) as number;
      const left = db.prepare('SELECT spots_available FROM workshops WHERE id = ?').pluck().get(classItem.id) as number;
      expect(SPOTS - left, 'spots taken vs seats sold: the decrement and the order must commit together').toBe(sold);
      expect(sold).toBeGreaterThanOrEqual(acks.length);
    } finally {
      db.close();
    }

    // A client that never saw its answer retries with the same key: an acknowledged order is
    // answered from the stored response, never booked twice.
    const running = server!;
    const countOrders = () => {
      const d = openFile();
      try {
        return d.prepare('SELECT COUNT(*) FROM orders').pluck().get() as number;
      } finally {
        d.close();
      }
    };
    const before = countOrders();
    for (const ack of acks.filter((a) => a.key).slice(-10)) {
      const replay = await checkout(running.url, ack.key, ack.body);
      expect(replay.status, replay.text).toBe(201);
      expect((JSON.parse(replay.text) as { orderId: number }).orderId).toBe(ack.orderId);
    }
    expect(countOrders()).toBe(before);
    const health = await fetch(`${running.url}/api/health`);
    expect(health.status).toBe(200);
  }, 180_000);
});
