import { Router } from 'express';
import type { Deps } from '../deps';

export function favoritesRouter(_deps: Deps): Router {
  return Router();
}
