import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { makeTestApp } from './test/harness';
import { adminAuth, approve, signedInBaker } from './test/reviews';

/**
 * A built shell and a stand-in for the build's page renderer that echoes the data it was handed
 * (the real one is tested in app/entry-server.test.tsx and e2e/reviews.spec.ts).
 */
async function appWithRenderer() {
  const t = await makeTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'sift-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shell</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dist, 'server'));
  writeFileSync(
    join(dist, 'server', 'entry-server.js'),
    'export async function renderPage(url, recipes, data) { return `<main>${JSON.stringify({ rating: recipes[0]?.rating ?? null, data: data ?? null }).replace(/</g, "\\\\u003c")}</main>`; }',
  );
  return { ...t, app: createApp({ db: t.db, config: t.config, distDir: dist, log: () => undefined }) };
}

const SLUG = 'vanilla-buttercream';
const jsonLd = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!) as Record<string, unknown>;
const rendered = (html: string) =>
  JSON.parse(html.match(/<div id="root"><main>(.*)<\/main><\/div>/s)![1]!) as {
    rating: unknown;
    data: { reviews: { slug: string; reviews: { author: string; text: string }[] } };
  };
const pageData = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="page-data">(.+?)<\/script>/)![1]!) as {
    reviews: { slug: string; reviews: unknown[]; nextCursor: string | null };
  };

describe('a recipe page with reviews (docs/product.md#reviews)', () => {
  it('says nothing of ratings before one is approved: no aggregateRating, no reviews drawn', async () => {
    const t = await appWithRenderer();
    const ada = await signedInBaker(t, 'Ada');
    await ada.agent.post(`/api/recipes/${SLUG}/reviews`).send({ rating: 5, text: 'Silky' }).expect(201);
    const page = await request(t.app).get(`/recipes/${SLUG}`).expect(200);
    expect(jsonLd(page.text).aggregateRating).toBeUndefined();
    expect(jsonLd(page.text).review).toBeUndefined();
    expect(rendered(page.text)).toEqual({
      rating: null,
      data: { reviews: { slug: SLUG, reviews: [], nextCursor: null } },
    });
  });

  it('draws the approved reviews and the figures, and says them to search engines, once approved', async () => {
    const t = await appWithRenderer();
    const auth = await adminAuth(t);
    const before = await request(t.app).get(`/recipes/${SLUG}`).expect(200);
    for (const [i, rating] of [5, 4, 4, 3, 5, 5, 4].entries()) {
      const baker = await signedInBaker(t, `Baker ${i}`);
      const posted = await baker.agent
        .post(`/api/recipes/${SLUG}/reviews`)
        .send({ rating, text: i === 6 ? '</script><script>alert(1)</script>' : `Bake ${i}` })
        .expect(201);
      await approve(t, auth, posted.body.id);
    }
    // The page changed with the approvals: a browser holding the old copy gets the new one.
    const page = await request(t.app).get(`/recipes/${SLUG}`).set('If-None-Match', before.headers.etag!).expect(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');

    const ld = jsonLd(page.text);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    const items = ld.review as {
      author: { name: string };
      reviewRating: { ratingValue: number };
      reviewBody: string;
    }[];
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Baker 6' },
      reviewRating: { '@type': 'Rating', ratingValue: 4 },
      reviewBody: '</script><script>alert(1)</script>',
    });
    // The text cannot close the block it sits in.
    expect(page.text).not.toContain('</script><script>alert(1)');

    const drawn = rendered(page.text);
    expect(drawn.rating).toEqual({ average: 4.29, count: 7 });
    expect(drawn.data.reviews.reviews.map((r) => r.author)).toEqual([
      'Baker 6',
      'Baker 5',
      'Baker 4',
      'Baker 3',
      'Baker 2',
      'Baker 1',
      'Baker 0',
    ]);
    expect(pageData(page.text).reviews.reviews).toHaveLength(7);
  });

  it('renders the page again when a reply is added: its data is part of what it was drawn from', async () => {
    const t = await appWithRenderer();
    const auth = await adminAuth(t);
    const ada = await signedInBaker(t, 'Ada');
    const posted = await ada.agent.post(`/api/recipes/${SLUG}/reviews`).send({ rating: 4 }).expect(201);
    await approve(t, auth, posted.body.id);
    const first = await request(t.app).get(`/recipes/${SLUG}`).expect(200);
    await request(t.app)
      .post(`/api/admin/reviews/${posted.body.id}/reply`)
      .set(auth)
      .send({ text: 'Thank you, Ada!' })
      .expect(200);
    const second = await request(t.app).get(`/recipes/${SLUG}`).set('If-None-Match', first.headers.etag!).expect(200);
    expect(JSON.stringify(rendered(second.text).data)).toContain('Thank you, Ada!');
  });
});
