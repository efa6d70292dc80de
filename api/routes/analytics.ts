import { Router } from 'express';
import type { Deps } from '../deps';

export function analyticsRouter(_deps: Deps): Router {
  return Router();
}
