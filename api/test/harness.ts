import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach } from 'vitest';
import { createApp } from '../app';
import { testConfig, type Config } from '../config';
import { openDb, type Db } from '../db/open';
import type { MailWorker } from '../mail/worker';
import { seedDemoContent } from '../seed/load';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  config: Config;
  dataDir: string;
  /** A supertest agent that keeps cookies, like one browser. */
  agent: () => ReturnType<typeof request.agent>;
  /** The worker sending the app's mail outbox (api/mail/worker.ts): `await t.mail?.idle()` waits for what is due. */
  mail: MailWorker | undefined;
}

/**
 * A real app on a real SQLite file in a temporary DATA_DIR, removed after the test. With
 * `seed`, the demo catalog and shop are loaded (without rendering images, to stay fast).
 */
export async function makeTestApp({
  seed = true,
  config = {},
  mailWorker = true,
  log = () => undefined,
}: {
  seed?: boolean;
  config?: Partial<Config>;
  mailWorker?: boolean;
  log?: (message: unknown) => void;
} = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sift-test-'));
  const db = openDb(join(dataDir, 'test.db'));
  if (seed) await seedDemoContent(db, join(dataDir, 'objects'), { images: false });
  const fullConfig = testConfig({ dataDir, ...config });
  const app = createApp({ db, config: fullConfig, log, mailWorker });
  const mail = app.locals.mail as MailWorker | undefined;
  cleanups.push(() => {
    void mail?.stop();
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db, config: fullConfig, dataDir, agent: () => request.agent(app), mail };
}

let userCounter = 0;
/** Registers a fresh user on `agent` (which then holds the session cookie). */
export async function registerUser(agent: ReturnType<typeof request.agent>, overrides: Record<string, unknown> = {}) {
  userCounter += 1;
  const username = `baker${Date.now().toString(36)}${userCounter}`;
  const res = await agent.post('/api/auth/register').send({
    username,
    password: 'sourdough1',
    confirmPassword: 'sourdough1',
    name: 'Test Baker',
    email: `${username}@example.com`,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { username, password: 'sourdough1', user: res.body as { id: number; username: string } };
}
