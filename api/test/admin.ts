import request from 'supertest';
import type { TestApp } from './harness';
import { hashToken } from '../auth/tokens';

/** Logs in as the test config's admin and returns the bearer token. */
export async function adminToken({ app, config }: TestApp): Promise<string> {
  const res = await request(app)
    .post('/api/admin/validate')
    .send({ username: config.adminUsername, password: config.adminPassword });
  if (res.status !== 200 || !res.body.valid)
    throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** A well-formed admin token stored as already expired (the fake-clock case). */
export function expiredAdminToken({ db }: TestApp): string {
  const token = `admin_${Date.now() - 90_000_000}_${'ab'.repeat(24)}`;
  db.prepare('INSERT INTO admin_tokens (token_hash, expires_at) VALUES (?, ?)').run(
    hashToken(token),
    Date.now() - 1000,
  );
  return token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
