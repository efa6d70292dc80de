import { Router } from 'express';
import type { Deps } from '../deps';

export function aiRouter(_deps: Deps): Router {
  return Router();
}
