import express from 'express';
import helmet from 'helmet';
import { join } from 'node:path';
import type { Config } from './config';
import type { Db } from './db/open';
import { createRepos } from './db/repos';
import type { Deps } from './deps';
import { loadSession } from './auth/session';
import { errorHandler, notFoundApi } from './http/errors';
import { apiCacheControl, cacheHeaders, pageCacheControl, unlessPublicRead } from './http/cache-control';
import { fastReads } from './http/fast-reads';
import { fixedHeaders, headerList, jsonBody, readsOnly, sameOrigin } from './http/middleware';
import { answerOptions, writesOnly } from './http/routing';
import { pagesRouter } from './pages';
import { adminRouter } from './routes/admin';
import { adminBusinessRouter } from './routes/admin-business';
import { adminClassCancelRouter } from './routes/admin-class-cancel';
import { classChangeRouter } from './routes/class-change';
import { startClassRefunds, type ClassRefunds } from './class-changes/refunds';
import { aiRouter } from './routes/ai';
import { analyticsRouter } from './routes/analytics';
import { accountRouter } from './routes/account';
import { authRouter } from './routes/auth';
import { passwordResetRouter } from './routes/password-reset';
import { checkoutRouter } from './routes/checkout';
import { favoritesRouter } from './routes/favorites';
import { healthRouter } from './routes/health';
import { objectFilesRouter } from './routes/objects';
import { ordersRouter } from './routes/orders';
import { recipeAdminRouter } from './routes/recipe-admin';
import { recipeReads } from './routes/recipes';
import { shopRouter } from './routes/shop';
import { syncReads } from './routes/sync';
import { uploadsRouter } from './routes/uploads';
import { meRouter } from './routes/me';
import { adminReviewsRouter } from './routes/admin-reviews';
import { reviewPhotosRouter } from './routes/review-photos';
import { bakePhotosRouter } from './routes/bake-photos';
import { reviewReads, reviewsRouter } from './routes/reviews';
import { REVIEW_DIGEST_JOB, reviewDigestJob } from './reviews/digest';
import { createObjectStore } from './storage/object-store';
import { createMailer, type Mailer } from './mail/mailer';
import { PASSWORD_RESET_JOB, passwordResetJob } from './mail/password-reset-job';
import { startMailWorker, type MailWorker } from './mail/worker';
import { unsubscribeRouter } from './routes/unsubscribe';
import { simulatedGateway } from './payments/simulated';
import type { PaymentProvider } from './payments/provider';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Where the built front end is; omitted in API tests. */
  distDir?: string;
  log?: (message: unknown) => void;
  /** The transport the mail outbox's worker sends through; defaults to SMTP_URL or the mail folder (api/mail). */
  mailer?: Mailer;
  /** False: no worker sends this app's mail outbox (a test that looks at the rows themselves). */
  mailWorker?: boolean;
  /** Defaults to the simulated gateway (api/payments). */
  payments?: PaymentProvider;
  /**
   * False: this app does not look for the refunds of cancelled classes' bookings by itself
   * (every minute); they are still made when a choice or the admin asks (api/class-changes/refunds.ts).
   */
  classRefundsPoll?: boolean;
}

/** Builds the Express app without listening (api/server.ts listens; tests build one each). */
export function createApp({
  db,
  config,
  distDir,
  log = console.error,
  mailer,
  mailWorker = true,
  payments,
  classRefundsPoll = true,
}: AppOptions) {
  const deps: Deps = {
    db,
    repos: createRepos(db, { timeZone: config.bakeryTimeZone }),
    config,
    objects: createObjectStore(join(config.dataDir || '.', 'objects')),
    log,
    // The mail folder's one line per message is news, not an error: stdout, and quiet when a test
    // collects the error log.
    mailer: mailer ?? createMailer(config, log === console.error ? console.log : () => undefined),
    payments: payments ?? simulatedGateway(),
  };
  const app = express();
  // The outbox's jobs: e-mails made by the worker (a password reset's, the baker's digest of reviews).
  const mailJobs = { [PASSWORD_RESET_JOB]: passwordResetJob(deps), [REVIEW_DIGEST_JOB]: reviewDigestJob(deps) };
  // Sends the mail outbox (docs/architecture.md#mail): every e-mail a route writes with enqueueMail.
  const mail: MailWorker | undefined = mailWorker
    ? startMailWorker({ db, mailer: deps.mailer, jobs: mailJobs, log })
    : undefined;
  app.locals.mail = mail;
  // Refunds of bookings of cancelled classes: due ones, and choices past their deadline (decision 036).
  const classRefunds: ClassRefunds = startClassRefunds(deps, { pollMs: classRefundsPoll ? undefined : false });
  app.locals.classRefunds = classRefunds;
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  // helmet's headers are the same on every answer: set from one list made at start.
  const securityHeaders = headerList(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // A recipe's image URL may start with http:// (docs/product.md#admin); behind HTTPS the
          // upgrade-insecure-requests directive below fetches it over https.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.cookieSecure ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.cookieSecure,
    }),
  );
  const recipes = recipeReads(deps);
  const sync = syncReads(deps);
  // A catalog read already kept for the current version is answered first, with the same header
  // fields as the route below would send (api/http/fast-reads.ts); everything else goes on.
  app.use(
    fastReads(
      [...recipes.fast, sync.fast],
      [...securityHeaders.headers, ['Cache-Control', cacheHeaders(config.publicCacheSeconds).catalog]],
    ),
  );
  app.use(fixedHeaders(securityHeaders));

  const api = express.Router();
  // Cache-Control by route class (docs/decisions/012-http-caching.md). A public read (the catalog,
  // the shop's lists) is the same for everyone: it skips the CSRF guard, the body rules and the
  // session lookup, so it can never carry a cookie or depend on who asks.
  api.use(apiCacheControl(config.publicCacheSeconds));
  // The catalog's reads come first: nothing else under /api concerns them.
  api.use('/recipes', readsOnly(recipes.router));
  api.use('/recipes', readsOnly(reviewReads(deps)));
  api.use('/sync', readsOnly(sync.router));
  // A notice's unsubscribe address: a mail provider's one-click POST (RFC 8058) has no session, no
  // Origin of ours and no JSON body; its token is its credential (api/routes/unsubscribe.ts).
  api.use('/shop', unsubscribeRouter(deps));
  api.use(unlessPublicRead(sameOrigin(config.publicUrlSet ? config.publicUrl : undefined)));
  // The signed upload PUT carries image bytes, not JSON (docs/product.md#admin): the one exception to JSON-only.
  api.use(unlessPublicRead(jsonBody({ rawPaths: [/^\/objects\/upload\/[^/]+$/] })));
  api.use(unlessPublicRead(loadSession(deps.repos.users)));
  api.use(answerOptions(api));
  api.use('/health', healthRouter(deps));
  api.use('/auth/password-reset', passwordResetRouter(deps));
  api.use('/auth/account', accountRouter(deps));
  api.use('/auth', authRouter(deps));
  api.use('/admin', adminRouter(deps));
  api.use('/admin', adminBusinessRouter(deps));
  api.use('/admin', adminReviewsRouter(deps));
  api.use('/admin', adminClassCancelRouter(deps, classRefunds));
  api.use('/class-change', classChangeRouter(deps, classRefunds));
  api.use('/objects', uploadsRouter(deps));
  // Admin recipe writes at the paths of the public reads above; reads skip them.
  api.use('/recipes', writesOnly(recipeAdminRouter(deps)));
  // A signed-in baker's own review of a recipe, and her review photos (docs/product.md#reviews).
  api.use('/recipes', reviewsRouter(deps));
  api.use('/reviews/photos', reviewPhotosRouter(deps));
  api.use('/me/bake-photos', bakePhotosRouter(deps));
  api.use('/favorites', favoritesRouter(deps));
  api.use('/shop', shopRouter(deps));
  api.use('/checkout', checkoutRouter(deps));
  api.use('/orders', ordersRouter(deps));
  api.use('/ai', aiRouter(deps));
  api.use('/analytics', analyticsRouter(deps));
  api.use('/me', meRouter(deps));
  api.use(notFoundApi);
  api.use(errorHandler(log));
  app.use('/api', api);

  app.use('/objects', objectFilesRouter(deps));
  if (distDir) app.use(pageCacheControl(config.publicCacheSeconds), pagesRouter(deps, distDir));
  app.use(errorHandler(log));
  return app;
}
