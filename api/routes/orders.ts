import { Router } from 'express';
import type { Deps } from '../deps';

export function ordersRouter(_deps: Deps): Router {
  return Router();
}
