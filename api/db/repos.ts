import { DEFAULT_BAKERY_TIME_ZONE } from '../../shared/dates';
import type { Db } from './open';
import { accountsRepo } from './accounts';
import { adminListsRepo } from './admin-lists';
import { analyticsRepo } from './analytics';
import { classChangesRepo } from './class-changes';
import { adminTokensRepo } from './admin-tokens';
import { favoritesRepo } from './favorites';
import { interestsRepo } from './interests';
import { loginDelaysRepo } from './login-delays';
import { passwordResetsRepo } from './password-resets';
import { rateLimitsRepo } from './rate-limits';
import { ordersRepo } from './orders';
import { recipesRepo } from './recipes';
import { reviewsRepo } from './reviews';
import { shopRepo } from './shop';
import { uploadsRepo } from './uploads';
import { usersRepo } from './users';
import { userDataRepo } from './user-data';

/**
 * The repositories: where the routes' SQL lives. (Start-up work has its own: migrations, the demo
 * content, the admin password; and the idempotency store and health check in api/http and routes.)
 */
export function createRepos(db: Db, { timeZone = DEFAULT_BAKERY_TIME_ZONE }: { timeZone?: string } = {}) {
  const userData = userDataRepo(db);
  return {
    recipes: recipesRepo(db),
    users: usersRepo(db),
    adminTokens: adminTokensRepo(db),
    adminLists: adminListsRepo(db),
    uploads: uploadsRepo(db),
    shop: shopRepo(db, timeZone),
    orders: ordersRepo(db, timeZone),
    classChanges: classChangesRepo(db, timeZone),
    favorites: favoritesRepo(db, userData),
    analytics: analyticsRepo(db),
    interests: interestsRepo(db),
    passwordResets: passwordResetsRepo(db),
    userData,
    rateLimits: rateLimitsRepo(db),
    reviews: reviewsRepo(db),
    loginDelays: loginDelaysRepo(db),
    accounts: accountsRepo(db),
  };
}
export type Repos = ReturnType<typeof createRepos>;
