import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '../reviews/limits';
import { adminToken, bearer } from '../test/admin';
import { makeTestApp } from '../test/harness';
import { adminAuth, approve, gpsTags, phoneJpeg, signedInBaker, someRecipe, uploadReviewPhoto } from '../test/reviews';

const MB = 1024 * 1024;
const reviews = (slug: string) => `/api/recipes/${slug}/reviews`;

describe("a reviewer's photo", () => {
  it('is stored without its EXIF (no GPS position), turned upright, as web-sized WebP variants', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(gpsTags(before.exif!)).toEqual([1, 2, 3, 4]); // latitude and longitude, with their N/S and E/W
    expect(before.orientation).toBe(6);

    const photo = await uploadReviewPhoto(t, ada.agent, original);
    expect(photo).toMatch(/^\/objects\/review-[0-9a-f]{32}$/);
    for (const width of [400, 800, 1200]) {
      const served = await request(t.app).get(`${photo}/${width}`).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Stored 600 x 400 sideways: it shows 400 wide and 600 high (never enlarged).
      expect([meta.width, meta.height]).toEqual([400, 600]);
    }
    // Nothing of the original is kept: the staged file is gone.
    expect(existsSync(join(t.dataDir, 'objects', '.staging', photo.slice(-32)))).toBe(false);
  });

  it('goes with a review and shows once the review is approved', async () => {
    const t = await makeTestApp();
    const auth = await adminAuth(t);
    const ada = await signedInBaker(t, 'Ada');
    const { slug } = someRecipe(t);
    const photo = await uploadReviewPhoto(t, ada.agent, await phoneJpeg());
    const posted = await ada.agent.post(reviews(slug)).send({ rating: 5, text: 'Look!', photo }).expect(201);
    expect(posted.body.photo).toBe(photo);
    await approve(t, auth, posted.body.id);
    expect((await request(t.app).get(reviews(slug))).body.reviews[0].photo).toBe(photo);
  });

  it("is its uploader's alone: another account can neither store it nor put it on a review", async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const bob = await signedInBaker(t, 'Bob');
    const url = (await ada.agent.post('/api/reviews/photos/upload').expect(200)).body.uploadURL as string;
    await request(t.app)
      .put(url)
      .set('Content-Type', 'image/jpeg')
      .send(await phoneJpeg())
      .expect(200);
    const stolen = await bob.agent.put('/api/reviews/photos/set-policy').send({ uploadURL: url }).expect(404);
    expect(stolen.body.message).toBe('Upload not found');
    const photo = (await ada.agent.put('/api/reviews/photos/set-policy').send({ uploadURL: url }).expect(200)).body
      .photo as string;
    // The same call again answers the same photo.
    expect((await ada.agent.put('/api/reviews/photos/set-policy').send({ uploadURL: url })).body.photo).toBe(photo);
    const res = await bob.agent
      .post(reviews(someRecipe(t).slug))
      .send({ rating: 5, photo })
      .expect(400);
    expect(res.body.message).toBe('photo: photo must be the address of a photo uploaded for a review');

    // The admin's upload is not a reviewer's either, and a URL this site did not sign is refused.
    const admin = await request(t.app)
      .post('/api/objects/upload')
      .set(bearer(await adminToken(t)));
    await ada.agent.put('/api/reviews/photos/set-policy').send({ uploadURL: admin.body.uploadURL }).expect(404);
    const forged = url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
    const refused = await ada.agent.put('/api/reviews/photos/set-policy').send({ uploadURL: forged }).expect(400);
    expect(refused.body.message).toBe('uploadURL is not an upload URL from this site');
  });

  it('meets the same checks as every upload: magic bytes (415), 10 MB (413), an image sharp can read', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const url = async () => (await ada.agent.post('/api/reviews/photos/upload').expect(200)).body.uploadURL as string;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await request(t.app)
      .put(await url())
      .set('Content-Type', 'image/jpeg')
      .send(svg)
      .expect(415);
    const huge = Buffer.alloc(10 * MB + 1, 1);
    huge.set([0xff, 0xd8, 0xff], 0);
    const big = await request(t.app)
      .put(await url())
      .set('Content-Type', 'image/jpeg')
      .send(huge)
      .expect(413);
    expect(big.body.message).toBe('The image is larger than 10 MB. Please choose a smaller image.');
    // JPEG's first bytes and nothing a decoder can read: refused when stored, nothing kept.
    const broken = await url();
    const fake = Buffer.alloc(2000, 7);
    fake.set([0xff, 0xd8, 0xff, 0xe0], 0);
    await request(t.app).put(broken).set('Content-Type', 'image/jpeg').send(fake).expect(200);
    const res = await ada.agent.put('/api/reviews/photos/set-policy').send({ uploadURL: broken }).expect(400);
    expect(res.body.message).toBe('The image could not be read. Please try a different file.');
  });

  it(`has a budget per account: ${REVIEW_LIMITS.photosPerAccount.max} upload URLs a day (429), then its bytes (413)`, async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    for (let i = 0; i < REVIEW_LIMITS.photosPerAccount.max; i++)
      await ada.agent.post('/api/reviews/photos/upload').expect(200);
    const refused = await ada.agent.post('/api/reviews/photos/upload').expect(429);
    expect(refused.body.message).toBe('You can add at most 20 photos a day. Please try again tomorrow.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(80_000);

    // Bob has sent 46 MB of photos today: a 5 MB one would pass the 50 MB a day.
    const bob = await signedInBaker(t, 'Bob');
    const now = Date.now();
    for (let i = 0; i < 5; i++)
      t.db
        .prepare(
          'INSERT INTO uploads (id, user_id, created_at, expires_at, size, received_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(`${i}`.repeat(32), bob.id, now - 1000, now, (46 * MB) / 5, now - 1000);
    const url = (await bob.agent.post('/api/reviews/photos/upload').expect(200)).body.uploadURL as string;
    const five = Buffer.alloc(5 * MB, 1);
    five.set([0xff, 0xd8, 0xff], 0);
    const over = await request(t.app).put(url).set('Content-Type', 'image/jpeg').send(five).expect(413);
    expect(over.body.message).toBe(
      'Your photos of the last 24 hours come close to the 50 MB a day you can send. Please choose a smaller photo or try again tomorrow.',
    );
    // A smaller photo still fits.
    await request(t.app)
      .put(url)
      .set('Content-Type', 'image/jpeg')
      .send(await phoneJpeg())
      .expect(200);
  });

  it('is removed with its files when the review drops it or is deleted', async () => {
    const t = await makeTestApp();
    const ada = await signedInBaker(t, 'Ada');
    const { slug } = someRecipe(t);
    const first = await uploadReviewPhoto(t, ada.agent, await phoneJpeg());
    const second = await uploadReviewPhoto(t, ada.agent, await phoneJpeg());
    const dir = (photo: string) => join(t.dataDir, 'objects', photo.slice('/objects/'.length));
    await ada.agent.post(reviews(slug)).send({ rating: 5, photo: first }).expect(201);
    await ada.agent.post(reviews(slug)).send({ rating: 4, photo: second }).expect(201);
    expect(existsSync(dir(first))).toBe(false);
    await request(t.app).get(`${first}/800`).expect(404);
    // A dropped photo cannot be named again.
    await ada.agent.post(reviews(slug)).send({ rating: 4, photo: first }).expect(400);
    await ada.agent.delete(reviews(slug)).expect(200);
    expect(existsSync(dir(second))).toBe(false);
  });
});
