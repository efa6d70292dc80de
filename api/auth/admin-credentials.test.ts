import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { adminToken, bearer } from '../test/admin';
import { makeTestApp, type TestApp } from '../test/harness';
import { ensureAdminPassword } from './admin-credentials';

/** The same database served again after a restart with `adminPassword` (the start runs ensureAdminPassword). */
async function restartWith(t: TestApp, adminPassword: string) {
  const config = { ...t.config, adminPassword };
  await ensureAdminPassword(t.db, config);
  return createApp({ db: t.db, config, log: () => undefined, mailWorker: false });
}

describe('admin sessions across a restart', () => {
  it('a new ADMIN_PASSWORD ends the sessions made with the old one; the same password keeps them', async () => {
    const t = await makeTestApp({ seed: false, mailWorker: false });
    await ensureAdminPassword(t.db, t.config);
    const token = await adminToken(t);
    expect((await request(t.app).get('/api/admin/classes').set(bearer(token))).status).toBe(200);

    const same = await restartWith(t, t.config.adminPassword!);
    expect((await request(same).get('/api/admin/classes').set(bearer(token))).status).toBe(200);

    const changed = await restartWith(t, 'a-new-password-after-a-leak');
    const refused = await request(changed).get('/api/admin/classes').set(bearer(token));
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Your admin session has expired. Please log in again.' });
    // The new password signs in, and that session stands.
    const login = await request(changed)
      .post('/api/admin/validate')
      .send({ username: t.config.adminUsername, password: 'a-new-password-after-a-leak' });
    expect(login.body.valid).toBe(true);
    const fresh = login.body.token as string;
    expect((await request(changed).get('/api/admin/classes').set(bearer(fresh))).status).toBe(200);
  });
});
