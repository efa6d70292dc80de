import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { mailOutboxRepo } from '../db/mail-outbox';
import { openDb, type Db } from '../db/open';
import { startInbox, type Inbox } from '../test/smtp';
import { createMailer, type MailMessage } from './mailer';
import { enqueueMail, enqueueMailJob } from './outbox';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './worker';

const dirs: string[] = [];
const dbs: Db[] = [];
const workers: MailWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh database file; `open()` gives another connection to it, as another server process has. */
function database() {
  const dir = mkdtempSync(join(tmpdir(), 'sift-outbox-'));
  dirs.push(dir);
  const open = () => {
    const db = openDb(join(dir, 'test.db'));
    dbs.push(db);
    return db;
  };
  return { db: open(), open };
}

function worker(db: Db, inbox: Inbox, options: Partial<MailWorkerOptions> = {}) {
  const logged: string[] = [];
  const w = startMailWorker({
    db,
    mailer: createMailer(testConfig({ smtpUrl: inbox.url })),
    log: (m) => logged.push(String(m)),
    pollMs: 20,
    backoffMs: () => 30,
    ...options,
  });
  workers.push(w);
  return { worker: w, logged };
}

const message = (n: number, to = `baker${n}@example.com`): MailMessage => ({
  to,
  subject: `Message ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
});
const rows = (db: Db) =>
  db.prepare('SELECT id, attempts, failed_at, last_error FROM mail_outbox ORDER BY id').all() as {
    id: number;
    attempts: number;
    failed_at: number | null;
    last_error: string | null;
  }[];
const waitUntil = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('the mail outbox', () => {
  it('sends what a committed transaction queued, once, and nothing of one that rolled back', async () => {
    const inbox = await startInbox();
    const { db } = database();
    const { worker: w } = worker(db, inbox);
    db.exec('CREATE TABLE orders_here (id INTEGER PRIMARY KEY)');
    expect(() =>
      db.transaction(() => {
        db.prepare('INSERT INTO orders_here DEFAULT VALUES').run();
        enqueueMail(db, message(1));
        throw new Error('the last seat went meanwhile');
      })(),
    ).toThrow('the last seat');
    db.transaction(() => {
      db.prepare('INSERT INTO orders_here DEFAULT VALUES').run();
      enqueueMail(db, message(2));
    })();
    const [mail] = await inbox.waitFor(1);
    expect(mail!.subject).toBe('Message 2');
    await w.idle();
    await new Promise((r) => setTimeout(r, 100));
    expect(inbox.messages).toHaveLength(1);
    expect(rows(db)).toEqual([]);
  });

  it('tries again after a temporary refusal (451), counting the tries, and then delivers', async () => {
    const inbox = await startInbox({ refuse: (n) => (n <= 2 ? { code: 451, message: 'Try later' } : undefined) });
    const { db } = database();
    const { logged } = worker(db, inbox);
    enqueueMail(db, message(1));
    await inbox.waitFor(1);
    expect(inbox.refused).toBe(2);
    expect(logged.filter((l) => l.includes('not sent yet'))).toHaveLength(2);
    expect(logged[0]).toMatch(/^Mail to baker1@example.com "Message 1" not sent yet \(try 1 of 16, again in 0 s\)/);
    await waitUntil(() => rows(db).length === 0);
  });

  it('gives up at once on a refusal for good (550), and after the last try on a temporary one; keeps why', async () => {
    const inbox = await startInbox({
      refuse: (n) => (n === 1 ? { code: 550, message: 'No such mailbox' } : { code: 451, message: 'Busy' }),
    });
    const { db } = database();
    const { worker: w, logged } = worker(db, inbox, { maxAttempts: 3 });
    enqueueMail(db, message(1));
    await waitUntil(() => rows(db)[0]?.failed_at != null);
    enqueueMail(db, message(2));
    await waitUntil(() => rows(db)[1]?.failed_at != null);
    await w.idle();
    const [gone, tired] = rows(db);
    expect(gone).toMatchObject({ attempts: 1, last_error: expect.stringContaining('No such mailbox') });
    expect(tired).toMatchObject({ attempts: 3, last_error: expect.stringContaining('Busy') });
    expect(inbox.refused).toBe(4);
    expect(logged.filter((l) => l.includes('could not be sent'))).toEqual([
      expect.stringMatching(/^Mail to baker1@example.com "Message 1" could not be sent after 1 try: .*No such mailbox/),
      expect.stringMatching(/^Mail to baker2@example.com "Message 2" could not be sent after 3 tries: .*Busy/),
    ]);
    expect(mailOutboxRepo(db).counts()).toEqual({ waiting: 0, claimed: 0, failed: 2 });
  });

  it('never sends to an address that is not one mailbox (one stored before the rule)', async () => {
    const inbox = await startInbox();
    const { db } = database();
    const { worker: w, logged } = worker(db, inbox);
    enqueueMail(db, message(1, 'a@x.com,postmaster,"x"<root>'));
    enqueueMail(db, message(2, 'jo@example.com\r\nBcc: everyone@example.com'));
    enqueueMail(db, message(3));
    await inbox.waitFor(1);
    await w.idle();
    expect(inbox.envelopes).toEqual([{ mailFrom: 'hello@siftandstory.example', rcptTo: ['baker3@example.com'] }]);
    expect(rows(db).map((r) => r.last_error)).toEqual([
      'The address is not one mailbox',
      'The address is not one mailbox',
    ]);
    expect(logged).toHaveLength(2);
  });

  it('two processes share the outbox: every message is sent exactly once', async () => {
    const inbox = await startInbox();
    const { db, open } = database();
    const other = open();
    worker(db, inbox);
    worker(other, inbox);
    for (let i = 0; i < 40; i++) enqueueMail(i % 2 ? db : other, message(i));
    await inbox.waitFor(40);
    await new Promise((r) => setTimeout(r, 200));
    const subjects = inbox.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    expect(new Set(inbox.messages.map((m) => m.messageId)).size).toBe(40);
    expect(rows(db)).toEqual([]);
  });

  it("takes over at once a claim whose process is gone; waits out a live process's claim", async () => {
    const inbox = await startInbox();
    const { db } = database();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const orphan = enqueueMail(db, message(1));
    const held = enqueueMail(db, message(2));
    const claim = db.prepare('UPDATE mail_outbox SET claimed_by = ?, claimed_until = ?, attempts = 1 WHERE id = ?');
    claim.run(`${hostname()}:${gone}:dead`, Date.now() + 60_000, orphan);
    // process.ppid: alive (the test runner), and not this process.
    claim.run(`${hostname()}:${process.ppid}:busy`, Date.now() + 60_000, held);
    const { logged } = worker(db, inbox);
    const [mail] = await inbox.waitFor(1);
    expect(mail!.subject).toBe('Message 1');
    expect(logged).toEqual([`Mail claimed by a process that is gone (${hostname()}:${gone}:dead) will be sent again`]);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.messages).toHaveLength(1);
    // The live claim runs out: then it is anyone's.
    db.prepare('UPDATE mail_outbox SET claimed_until = ? WHERE id = ?').run(Date.now() - 1, held);
    await inbox.waitFor(2);
    expect(inbox.messages[1]!.subject).toBe('Message 2');
  });

  it('turns a job into its messages in one transaction when it is due; an unknown or broken job fails, kept', async () => {
    const inbox = await startInbox();
    const { db } = database();
    const { worker: w } = worker(db, inbox, {
      maxAttempts: 3,
      jobs: { greet: (payload) => (payload as string[]).map((to, i) => message(i, to)) },
    });
    enqueueMailJob(db, 'greet', ['ann@example.com', 'bo@example.com']);
    enqueueMailJob(db, 'greet', []);
    enqueueMailJob(db, 'mystery', {});
    // A job that throws (a bug) is tried again, then given up like a message.
    enqueueMailJob(db, 'greet', 'not a list');
    await inbox.waitFor(2);
    await waitUntil(() => rows(db).length === 2 && rows(db).every((r) => r.failed_at !== null));
    await w.idle();
    expect(inbox.envelopes.map((e) => e.rcptTo[0]).sort()).toEqual(['ann@example.com', 'bo@example.com']);
    expect(rows(db)).toEqual([
      expect.objectContaining({ last_error: "No mail job named 'mystery' in this server" }),
      expect.objectContaining({ attempts: 3, last_error: expect.stringContaining('TypeError') }),
    ]);
  });
});
