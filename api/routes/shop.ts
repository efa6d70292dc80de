import { Router, type RequestHandler } from 'express';
import { workshopInterestSchema, workshopSurveySchema } from '../../shared/schemas/shop';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseBody } from '../http/validate';

/**
 * spec visitor 7: shop reads and the two offline-capable visitor writes (sent by the outbox,
 * so both take an Idempotency-Key). Lists are never cached: class spots change with every order.
 */
export function shopRouter({ db, repos }: Deps): Router {
  const router = Router();
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    next();
  };

  router.get('/videos', noStore, (_req, res) => {
    res.json(repos.shop.listVideos());
  });

  router.get('/videos/featured', noStore, (_req, res) => {
    res.json(repos.shop.featuredVideos());
  });

  router.get('/workshops', noStore, (_req, res) => {
    res.json(repos.shop.listWorkshops());
  });

  router.post('/workshop-interest', idempotency(db, 'workshop-interest'), (req, res) => {
    const input = parseBody(workshopInterestSchema, req);
    const workshop = repos.shop.findWorkshop(input.workshopId);
    if (!workshop)
      throw notFound('That workshop no longer exists. Please refresh the page to see the current schedule.');
    repos.shop.addInterest(workshop.id, input.email);
    res.status(201).json({ message: `Thanks! You'll be notified when registration opens for ${workshop.title}.` });
  });

  router.post('/workshop-survey', idempotency(db, 'workshop-survey'), (req, res) => {
    const input = parseBody(workshopSurveySchema, req);
    const id = repos.shop.addSurvey(input);
    res.status(201).json({ id, message: 'Thank you for your feedback!' });
  });

  return router;
}
