import { Router } from 'express';
import type { Deps } from '../deps';

export function adminRouter(_deps: Deps): Router {
  return Router();
}
