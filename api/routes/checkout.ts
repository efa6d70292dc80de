import { Router } from 'express';
import type { Deps } from '../deps';

export function checkoutRouter(_deps: Deps): Router {
  return Router();
}
