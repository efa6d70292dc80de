import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/bench/server';
import { openDb } from '../db/open';
import { seedDemoContent } from '../seed/load';
import { sampleOrder } from '../test/route-table';
import { startInbox } from '../test/smtp';

/**
 * docs/architecture.md#mail: the order confirmation is written in the order's transaction, so a
 * server killed with SIGKILL right after its 201 loses no e-mail. The first server's SMTP server
 * is a black hole (it takes the connection and never answers), so the message cannot have left
 * before the kill; the second start, with a real SMTP server on loopback, sends it at once: the
 * claim of the killed process is let go as soon as the new one sees that process is gone.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'sift-mail-crash-'));
let server: RunningServer | undefined;
const sockets: Socket[] = [];
let blackHole: Server | undefined;

afterAll(async () => {
  await server?.kill();
  for (const socket of sockets) socket.destroy();
  blackHole?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (smtpUrl: string) =>
  startServer({
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    env: { DEMO_CONTENT: '0', SMTP_URL: smtpUrl },
    timeoutMs: 90_000,
  });

describe('the mail outbox through a crash', () => {
  it('SIGKILL right after the 201: after a restart the confirmation arrives, once', async () => {
    const seeded = openDb(join(dataDir, 'sift-and-story.db'));
    await seedDemoContent(seeded, join(dataDir, 'objects'), { images: false });
    seeded.close();
    blackHole = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => blackHole!.listen(0, '127.0.0.1', resolve));
    const holePort = (blackHole.address() as { port: number }).port;

    server = await start(`smtp://127.0.0.1:${holePort}`);
    const shop = (await (await fetch(`${server.url}/api/shop/workshops`)).json()) as {
      id: number;
      kind: string;
      title: string;
      price: number | null;
      spotsAvailable: number;
    }[];
    const cls = shop.find((w) => w.kind === 'class' && w.price !== null && w.spotsAvailable > 0)!;
    const res = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sampleOrder({ classItem: { id: cls.id, title: cls.title, price: cls.price! } })),
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: number };
    await server.kill();
    server = undefined;

    const file = new Database(join(dataDir, 'sift-and-story.db'), { readonly: true });
    const left = file.prepare('SELECT kind, payload FROM mail_outbox').all() as { kind: string; payload: string }[];
    file.close();
    expect(left).toHaveLength(1);
    expect(JSON.parse(left[0]!.payload)).toMatchObject({ to: 'ada@example.com' });

    const inbox = await startInbox();
    server = await start(inbox.url);
    const [mail] = await inbox.waitFor(1, 20_000);
    expect(mail!.subject).toBe(`Your Sift & Story order #${orderId}`);
    expect(inbox.envelopes[0]!.rcptTo).toEqual(['ada@example.com']);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(inbox.messages).toHaveLength(1);
    await server.stop();
    server = undefined;
    const after = new Database(join(dataDir, 'sift-and-story.db'), { readonly: true });
    expect(after.prepare('SELECT COUNT(*) FROM mail_outbox').pluck().get()).toBe(0);
    after.close();
  }, 180_000);
});
