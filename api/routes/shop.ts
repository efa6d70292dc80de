import { Router } from 'express';
import type { Deps } from '../deps';

export function shopRouter(_deps: Deps): Router {
  return Router();
}
