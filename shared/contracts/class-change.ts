import {
  classChangeChoiceSchema,
  classChangeDoneSchema,
  classChangeOfferSchema,
  classChangeQuerySchema,
} from '../schemas/class-change';
import { defineApi } from './contract';

/**
 * The link e-mailed to each booking of a class the baker cancelled (docs/product.md#shop): its
 * page reads the choices with the link's token, and its button sends the one choice. The token is
 * the credential (signed, single use, stored hashed); no session is needed, guests have none.
 */
export const classChangeApi = {
  offer: defineApi({
    method: 'GET',
    path: '/api/class-change',
    access: 'none',
    query: classChangeQuerySchema,
    answer: classChangeOfferSchema,
  }),
  choose: defineApi({
    method: 'POST',
    path: '/api/class-change',
    access: 'none',
    body: classChangeChoiceSchema,
    answer: classChangeDoneSchema,
  }),
} as const;
