import { Router } from 'express';
import { routeOf, shopApi } from '../../shared/contracts';
import { CONFIRM_NOTICE_PAGE, NOTICE_MESSAGES } from '../../shared/notices';
import { hashToken, newToken } from '../auth/tokens';
import { INTEREST_CONFIRMATIONS_PER_DAY } from '../db/interests';
import { stillToCome } from '../db/shop';
import type { Deps } from '../deps';
import { anonymousWriteLimit } from '../http/anonymous-limit';
import { sendJsonWithEtag } from '../http/cache-control';
import { badRequest, notFound } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { publicUrl } from '../mail/links';
import { enqueueMail } from '../mail/outbox';
import { interestConfirmationMessage } from '../mail/templates';

const DAY_MS = 24 * 60 * 60_000;

/**
 * docs/product.md#shop: shop reads and the two offline-capable visitor writes (sent by the outbox,
 * so both take an Idempotency-Key). The lists are public and kept by a shared cache for a few
 * seconds only (docs/decisions/012-http-caching.md: class spots change with every order; the
 * checkout checks the spots itself), with an ETag from their bytes. Both writes are anyone's, so
 * each is limited per address (ANON_WRITE_LIMIT), and "notify me" is double opt-in
 * (docs/decisions/030-mail-outbox-and-opt-in.md). The unsubscribe address is api/routes/unsubscribe.ts.
 */
export function shopRouter({ db, repos, config }: Deps): Router {
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

  const { workshopInterest, workshopSurvey, confirmInterest } = shopApi;
  const limit = (name: string) => anonymousWriteLimit(repos.rateLimits, { name, max: config.anonWriteLimit });

  router.post(
    routeOf(workshopInterest, mount),
    idempotency(db, workshopInterest.idempotency),
    limit('workshop-interest'),
    async (req, res) => {
      const input = parseBody(workshopInterest.body, req);
      const found = repos.shop.findWorkshop(input.workshopId);
      // One that has taken place is off the schedule, as a cancelled one is.
      const workshop = found && stillToCome(found.date, new Date()) ? found : undefined;
      if (!workshop)
        throw notFound('That workshop no longer exists. Please refresh the page to see the current schedule.');
      // Whoever types it, one address gets at most a few confirmations a day. Counted before the
      // sign-up is written, so that the sign-up and its e-mail stay one transaction; a sign-up
      // that sends nothing gives its count back.
      const mailBudget = await repos.rateLimits.spend(
        { name: 'interest-confirmation', max: INTEREST_CONFIRMATIONS_PER_DAY, windowMs: DAY_MS },
        input.email.toLowerCase(),
      );
      const token = newToken();
      const mailed = db.transaction(() => {
        const request = repos.interests.request(workshop.id, input.email, hashToken(token));
        if (!request.confirmationDue || !mailBudget.allowed) return false;
        enqueueMail(
          db,
          interestConfirmationMessage({
            to: input.email,
            workshop,
            confirmUrl: `${publicUrl(config)}${CONFIRM_NOTICE_PAGE}?token=${token}`,
          }),
        );
        return true;
      })();
      if (!mailed) await mailBudget.giveBack();
      // The same answer in every case: it never tells whether the address had signed up or confirmed before.
      res.status(201).json({ message: NOTICE_MESSAGES.signedUp(input.email, workshop.title) });
    },
  );

  router.post(routeOf(confirmInterest, mount), (req, res) => {
    const { token } = parseBody(confirmInterest.body, req);
    res.setHeader('Cache-Control', 'no-store');
    const done = repos.interests.confirm(hashToken(token));
    const workshop = done && repos.shop.findWorkshop(done.workshopId);
    if (!done || !workshop) throw badRequest(NOTICE_MESSAGES.badConfirmLink);
    res.json({
      message: (done.already ? NOTICE_MESSAGES.alreadyConfirmed : NOTICE_MESSAGES.confirmed)(
        done.email,
        workshop.title,
      ),
    });
  });

  router.post(
    routeOf(workshopSurvey, mount),
    idempotency(db, workshopSurvey.idempotency),
    limit('workshop-survey'),
    (req, res) => {
      const input = parseBody(workshopSurvey.body, req);
      const id = repos.shop.addSurvey(input);
      res.status(201).json({ id, message: 'Thank you for your feedback!' });
    },
  );

  return router;
}
