import { Router } from 'express';
import { classChangeApi, routeOf } from '../../shared/contracts';
import { choose, readOffer } from '../class-changes/choose';
import type { ClassRefunds } from '../class-changes/refunds';
import type { Deps } from '../deps';
import { parseBody, parseQuery } from '../http/validate';

/**
 * The page of a cancelled class's e-mail (docs/product.md#shop): the choices, read with the link's
 * token (changing nothing, so a mail scanner opening the link does no harm), and the one choice,
 * sent by the page's button. Never stored by any cache: the answer is one customer's.
 */
export function classChangeRouter(deps: Deps, refunds: ClassRefunds): Router {
  const router = Router();
  const mount = '/api/class-change';
  const { offer, choose: chooseCall } = classChangeApi;

  router.get(routeOf(offer, mount), (req, res) => {
    const { token } = parseQuery(offer.query, req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(readOffer(deps, token, new Date()));
  });

  router.post(routeOf(chooseCall, mount), async (req, res) => {
    const input = parseBody(chooseCall.body, req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await choose(deps, refunds, input, new Date()));
  });

  return router;
}
