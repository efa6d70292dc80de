import { Router } from 'express';
import { BRAND } from '../../shared/brand';
import { routeOf, shopApi } from '../../shared/contracts';
import { hashToken } from '../auth/tokens';
import type { Deps } from '../deps';
import { sendJsonWithEtag } from '../http/cache-control';
import { notFound } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseBody } from '../http/validate';

/**
 * docs/product.md#shop: shop reads and the two offline-capable visitor writes (sent by the outbox,
 * so both take an Idempotency-Key). The lists are public and kept by a shared cache for a few
 * seconds only (docs/decisions/012-http-caching.md: class spots change with every order; the
 * checkout checks the spots itself), with an ETag from their bytes.
 */
export function shopRouter({ db, repos }: Deps): Router {
  const router = Router();
  const mount = '/api/shop';

  router.get(routeOf(shopApi.videos, mount), (req, res) => {
    sendJsonWithEtag(req, res, repos.shop.listVideos());
  });

  router.get(routeOf(shopApi.featuredVideos, mount), (req, res) => {
    sendJsonWithEtag(req, res, repos.shop.featuredVideos());
  });

  router.get(routeOf(shopApi.workshops, mount), (req, res) => {
    sendJsonWithEtag(req, res, repos.shop.listWorkshops());
  });

  const { workshopInterest, workshopSurvey } = shopApi;
  router.post(routeOf(workshopInterest, mount), idempotency(db, workshopInterest.idempotency), (req, res) => {
    const input = parseBody(workshopInterest.body, req);
    const workshop = repos.shop.findWorkshop(input.workshopId);
    if (!workshop)
      throw notFound('That workshop no longer exists. Please refresh the page to see the current schedule.');
    repos.shop.addInterest(workshop.id, input.email);
    res.status(201).json({ message: `Thanks! You'll be notified when registration opens for ${workshop.title}.` });
  });

  router.post(routeOf(workshopSurvey, mount), idempotency(db, workshopSurvey.idempotency), (req, res) => {
    const input = parseBody(workshopSurvey.body, req);
    const id = repos.shop.addSurvey(input);
    res.status(201).json({ id, message: 'Thank you for your feedback!' });
  });

  /**
   * The one-click link in a "registration is open" e-mail: stops every later notice to that
   * address. A person opening it reads a small page; a caller asking for JSON gets { message }.
   */
  router.get(routeOf(shopApi.unsubscribe, mount), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    const token = typeof req.query.token === 'string' && req.query.token.length <= 200 ? req.query.token : '';
    const done = token ? repos.interests.unsubscribe(hashToken(token)) : undefined;
    const message = done
      ? `${done.email} will get no more workshop notices from ${BRAND}.`
      : 'This unsubscribe link is not valid. It may have been copied only in part.';
    // A browser (a person's click) asks for text/html and gets a page that says what happened;
    // anything else gets JSON, with 400 for a bad link (every API error is JSON with a message).
    if ((req.get('Accept') ?? '').includes('text/html')) {
      res.type('html').send(smallPage(done ? 'You are unsubscribed' : 'Link not valid', message));
      return;
    }
    res.status(done ? 200 : 400).json({ message });
  });

  return router;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page a person can read without the app (the link may be opened in any mail program). */
function smallPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(BRAND)}</title></head><body style="font-family:Georgia,serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/" style="color:#7a3b12">Back to ${escapeHtml(BRAND)}</a></p></body></html>`;
}
