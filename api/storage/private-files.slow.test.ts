import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/bench/server';
import { openDb } from '../db/open';

/**
 * docs/deploy.md (private files): the real server, started on a DATA_DIR an older version left
 * world-readable (files 0644, folders 0755), makes it owner-only at start and keeps what it
 * writes so: the database, its WAL and SHM, the backup it takes at start, uploads, mail files.
 */
const root = mkdtempSync(join(tmpdir(), 'sift-private-'));
const dataDir = join(root, 'data');
const elsewhere = join(root, 'elsewhere.txt');
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.kill();
  rmSync(root, { recursive: true, force: true });
});

/** Every path under DATA_DIR that another user could read, write or enter, with its mode. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      found.push(`${path.slice(dataDir.length) || '/'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

describe('private files', () => {
  it('makes a world-readable DATA_DIR owner-only at start, and everything it writes after', async () => {
    // What an older version left: a database, a backup, an image, a mail, the secret, all readable.
    mkdirSync(dataDir, { mode: 0o755 });
    const db = openDb(join(dataDir, 'sift-and-story.db'));
    db.close();
    for (const dir of ['objects', 'backups/2026-11-27T06-30-00-000Z', 'mail'])
      mkdirSync(join(dataDir, dir), { recursive: true, mode: 0o755 });
    const old = {
      'sift-and-story.db': undefined,
      'session-secret': 'an-old-session-secret-0123456789',
      'objects/cake-480.webp': 'not really a picture',
      'backups/2026-11-27T06-30-00-000Z/sift-and-story.db': 'an old backup',
      'mail/2026-11-27-reset-your-password.eml': 'Subject: Reset your password\r\n\r\nhttp://x/reset-password?token=t',
    };
    for (const [name, content] of Object.entries(old)) {
      if (content !== undefined) writeFileSync(join(dataDir, name), content);
      chmodSync(join(dataDir, name), 0o644);
    }
    for (const dir of ['', 'objects', 'backups', 'backups/2026-11-27T06-30-00-000Z', 'mail'])
      chmodSync(join(dataDir, dir), 0o755);
    // A link out of DATA_DIR is not followed: what it points at is not the server's to change.
    writeFileSync(elsewhere, 'not ours');
    chmodSync(elsewhere, 0o644);
    symlinkSync(elsewhere, join(dataDir, 'a-link'));
    expect(notPrivate(dataDir).length).toBeGreaterThan(8);

    server = await startServer({
      dataDir,
      distDir: join(dataDir, 'no-dist'),
      env: { DEMO_CONTENT: '0', ADMIN_PASSWORD: 'private-admin-password' },
      timeoutMs: 90_000,
    });
    expect(server.output()).toMatch(/Made \d+ files and folders in .* readable by this user only\./);
    expect(notPrivate(dataDir)).toEqual([]);
    expect(lstatSync(elsewhere).mode & 0o777).toBe(0o644);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(old['session-secret']);
    // Written since the start: the WAL and SHM of the open database, the backup taken at start.
    const names = files(dataDir).map((f) => f.slice(dataDir.length));
    expect(names).toEqual(expect.arrayContaining(['/sift-and-story.db-wal', '/sift-and-story.db-shm']));
    expect(names.filter((n) => n.startsWith('/backups/') && n.endsWith('/sift-and-story.db')).length).toBe(2);

    // Writes: an account and its reset link (a mail file), an uploaded image (its variants).
    const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
      fetch(`${server!.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const reg = await post('/api/auth/register', {
      username: 'private',
      password: 'sourdough1',
      confirmPassword: 'sourdough1',
      email: 'private@example.com',
    });
    expect(reg.status).toBe(201);
    expect((await post('/api/auth/password-reset', { usernameOrEmail: 'private' })).status).toBe(202);
    const token = (
      (await (await post('/api/admin/validate', { username: 'admin', password: 'private-admin-password' })).json()) as {
        token: string;
      }
    ).token;
    const auth = { Authorization: `Bearer ${token}` };
    const { uploadURL } = (await (await post('/api/objects/upload', undefined, auth)).json()) as { uploadURL: string };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const put = await fetch(new URL(uploadURL, server.url), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: png,
    });
    expect(put.status).toBe(200);
    expect((await post('/api/objects/set-policy', { uploadURL }, auth, 'PUT')).status).toBe(200);
    const until = Date.now() + 20_000;
    while (!readdirSync(join(dataDir, 'mail')).some((n) => n.includes('reset-your-sift-story-password'))) {
      if (Date.now() > until) throw new Error(`no reset mail written:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const written = files(dataDir).map((f) => f.slice(dataDir.length));
    expect(written.filter((n) => n.startsWith('/objects/upload-')).length).toBeGreaterThan(0);
    expect(written.filter((n) => n.startsWith('/mail/')).length).toBe(2);
    expect(notPrivate(dataDir)).toEqual([]);
    await server.stop();
    server = undefined;
  }, 180_000);

  it('the systemd unit gives the service umask 077 and an owner-only state folder', () => {
    const unit = readFileSync(join(import.meta.dirname, '../../deploy/sift-and-story.service'), 'utf8');
    const service = unit.slice(unit.indexOf('[Service]'), unit.indexOf('[Install]'));
    expect(service).toMatch(/^UMask=0077$/m);
    expect(service).toMatch(/^StateDirectoryMode=0700$/m);
    expect(service).toMatch(/^StateDirectory=sift-and-story$/m);
  });
});
