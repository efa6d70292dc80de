import { Router } from 'express';
import type { Deps } from '../deps';

export function recipeAdminRouter(_deps: Deps): Router {
  return Router();
}
