import { Router } from 'express';
import type { Deps } from '../deps';

export function uploadsRouter(_deps: Deps): Router {
  return Router();
}
