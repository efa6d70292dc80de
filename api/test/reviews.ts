import sharp from 'sharp';
import request from 'supertest';
import { adminToken, bearer } from './admin';
import { hashToken, newToken } from '../auth/tokens';
import { usersRepo } from '../db/users';
import type { TestApp } from './harness';

type Agent = ReturnType<typeof request.agent>;

let bakers = 0;

/**
 * A signed-in baker (an agent holding a live session) with the display name `name`. The account
 * and its session are written straight into the database, as registration would (without the
 * password's scrypt, which takes most of a second: these tests are about reviews).
 */
export async function signedInBaker(t: TestApp, name: string): Promise<{ agent: Agent; id: number; username: string }> {
  const users = usersRepo(t.db);
  bakers += 1;
  const username = `reviewer${Date.now().toString(36)}${bakers}`;
  const user = users.create({ username, name, email: `${username}@example.com`, passwordHash: 'unused' });
  const token = newToken();
  users.createSession(hashToken(token), user.id);
  const agent = t.agent();
  agent.set('Cookie', `sid=${token}`);
  return { agent, id: user.id, username };
}

/** The admin's bearer header for `t`. */
export async function adminAuth(t: TestApp): Promise<Record<string, string>> {
  return bearer(await adminToken(t));
}

/** The first recipe of the demo catalog that is not a Favorite Combo. */
export function someRecipe(t: TestApp, index = 0): { id: number; slug: string } {
  return t.db
    .prepare(
      "SELECT id, slug FROM recipes WHERE tags NOT LIKE '%FavoriteCombos%' ORDER BY title COLLATE NOCASE LIMIT 1 OFFSET ?",
    )
    .get(index) as { id: number; slug: string };
}

/** Approves review `id` as the admin. */
export async function approve(t: TestApp, auth: Record<string, string>, id: number): Promise<void> {
  const res = await request(t.app).post(`/api/admin/reviews/${id}/approve`).set(auth);
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Walks a TIFF/EXIF block and lists the tags of its GPS directory (tag 0x8825 in IFD0): empty
 * when there is no GPS position. Enough of the format to prove a photo carried one.
 */
export function gpsTags(exif: Buffer): number[] {
  const header = exif.indexOf('Exif\0\0', 0, 'latin1');
  const tiff = header >= 0 ? header + 6 : 0;
  const little = exif.toString('latin1', tiff, tiff + 2) === 'II';
  const u16 = (at: number) => (little ? exif.readUInt16LE(tiff + at) : exif.readUInt16BE(tiff + at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(tiff + at) : exif.readUInt32BE(tiff + at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 2 + i * 12 + 8) }));
  const gps = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  return gps ? entries(gps.value).map((entry) => entry.tag) : [];
}

/**
 * A phone's JPEG: 600 x 400 pixels stored sideways (EXIF orientation 6, so it shows 400 x 600),
 * with the camera's make and where it was taken (GPS latitude and longitude).
 */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#c9955c' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Uploads `bytes` as `baker`'s review photo through the three calls; answers the photo's path. */
export async function uploadReviewPhoto(t: TestApp, agent: Agent, bytes: Buffer, type = 'image/jpeg'): Promise<string> {
  const url = await agent.post('/api/reviews/photos/upload').expect(200);
  const uploadURL = url.body.uploadURL as string;
  await request(t.app).put(uploadURL).set('Content-Type', type).send(bytes).expect(200);
  const stored = await agent.put('/api/reviews/photos/set-policy').send({ uploadURL }).expect(200);
  return stored.body.photo as string;
}
