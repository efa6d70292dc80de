import type { Db } from './open';
import { recipesRepo } from './recipes';
import { usersRepo } from './users';

/** The repositories: the only modules with SQL in them. */
export function createRepos(db: Db) {
  return {
    recipes: recipesRepo(db),
    users: usersRepo(db),
  };
}
export type Repos = ReturnType<typeof createRepos>;
