import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from '../auth/username-skeleton';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/open';
import { usersRepo } from '../db/users';
import { makeTestApp } from '../test/harness';
import { PROFILE_MESSAGES } from '../../shared/schemas/account-fields';
import { isSingleScript } from '../../shared/username-scripts';

const TAKEN = 'That username is already taken. Please choose another.';
const register = (app: Parameters<typeof request>[0], username: string) =>
  request(app).post('/api/auth/register').send({ username, password: 'sourdough1', confirmPassword: 'sourdough1' });

/** A user row as an older server wrote it (no skeleton yet), with a live session: its cookie. */
function legacyUser(db: Db, username: string): { id: number; cookie: string } {
  const id = Number(
    db
      .prepare(
        "INSERT INTO users (username, username_skeleton, password_hash, created_at) VALUES (?, NULL, 'scrypt$1$1$1$x$y', ?)",
      )
      .run(username, new Date().toISOString()).lastInsertRowid,
  );
  const token = `legacy-session-${id}-${username.length}`;
  db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    hashToken(token),
    id,
    Date.now() + 86_400_000,
  );
  return { id, cookie: `sid=${encodeURIComponent(token)}` };
}

describe('look-alike usernames (issue 32)', () => {
  it("read the issue's look-alikes of bob as bob: UTS #39's skeleton", () => {
    for (const name of ['bօb', 'bᴏb', 'Ƅob', 'ƅob', 'BOB', 'b0b', 'ｂｏｂ'])
      expect(usernameSkeleton(name), name).toBe(usernameSkeleton('bob'));
    // The project's own look-alikes stay: Cyrillic, digits for letters, rn for m, the marks as one.
    expect(usernameSkeleton('\u0430lice')).toBe(usernameSkeleton('al1ce'));
    expect(usernameSkeleton('rnary')).toBe(usernameSkeleton('mary'));
    expect(usernameSkeleton('ᴀʟɪᴄᴇ')).toBe(usernameSkeleton('alice'));
    expect(usernameSkeleton('al_ice')).toBe(usernameSkeleton('al.ice'));
    // Different names stay different.
    expect(usernameSkeleton('bab')).not.toBe(usernameSkeleton('bob'));
    expect(usernameSkeleton('rob')).not.toBe(usernameSkeleton('bob'));
  });

  it('take a name written in one script, and refuse one that mixes scripts', () => {
    for (const name of [
      'bob',
      'José',
      'Алексей',
      'Αλέξης',
      'ხაჭაპური',
      '山田たろう',
      'ヤマダ',
      '김치',
      'baker_42',
      '١٢٣',
    ])
      expect(isSingleScript(name), name).toBe(true);
    for (const name of ['bօb', 'ხob', '\u0430lice', 'bobАлексей', 'tarōたろう'])
      expect(isSingleScript(name), name).toBe(false);
  });

  it('are refused at registration beside bob: a mixed name with 400 naming the field, a look-alike with 409', async () => {
    const { app } = await makeTestApp({ seed: false });
    await register(app, 'bob').expect(201);
    for (const name of ['bօb', 'ხob']) {
      const res = await register(app, name).expect(400);
      expect(res.body.issues, name).toEqual([{ path: 'username', message: PROFILE_MESSAGES.usernameOneScript }]);
    }
    for (const name of ['bᴏb', 'Ƅob', 'BOB']) {
      const res = await register(app, name).expect(409);
      expect(res.body.message, name).toBe(TAKEN);
    }
    // A name in another script, and a different Latin name, are free.
    await register(app, 'Боб').expect(201);
    await register(app, 'rob').expect(201);
  });

  it('keep accounts made before the rules working: their skeletons are computed again, their names kept', async () => {
    const { app, db } = await makeTestApp({ seed: false });
    // Two accounts an older server let in side by side, and one whose name mixes scripts.
    const bob = legacyUser(db, 'bob');
    const smallCaps = legacyUser(db, 'bᴏb');
    const mixed = legacyUser(db, 'bօbby');
    usersRepo(db); // what a server does at start after migration 014 emptied the skeletons
    const skeletons = db.prepare('SELECT username, username_skeleton FROM users ORDER BY id').all();
    expect(skeletons).toEqual([
      { username: 'bob', username_skeleton: 'bob' },
      { username: 'bᴏb', username_skeleton: 'bob' },
      { username: 'bօbby', username_skeleton: 'bobby' },
    ]);
    const profile = (cookie: string, username: string) =>
      request(app)
        .put('/api/auth/profile')
        .set('Cookie', cookie)
        .send({ username, email: null, firstName: 'Kept', lastName: null });
    // Each keeps its name through an edit of the rest of the profile.
    for (const [account, name] of [
      [bob, 'bob'],
      [smallCaps, 'bᴏb'],
      [mixed, 'bօbby'],
    ] as const) {
      const res = await profile(account.cookie, name);
      expect(res.status, `${name}: ${res.text}`).toBe(200);
      expect(res.body).toMatchObject({ username: name, firstName: 'Kept' });
    }
    // A new name follows the rules: not another mixed one, not a look-alike of another account.
    const mixedAgain = await profile(mixed.cookie, 'bօbbie');
    expect(mixedAgain.status).toBe(400);
    expect(mixedAgain.body.issues).toEqual([{ path: 'username', message: PROFILE_MESSAGES.usernameOneScript }]);
    expect((await profile(bob.cookie, 'BOB')).status).toBe(409);
    expect((await profile(mixed.cookie, 'robby')).status).toBe(200);
  });
});
