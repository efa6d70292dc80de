import { displayName } from '../../shared/display-name';
import type { Deps } from '../deps';
import { publicUrl } from '../mail/links';
import { enqueueMail } from '../mail/outbox';
import { accountDeletedMessage, PASSWORD_RESET_SUBJECT } from '../mail/templates';
import { removeAccountFiles, takeAccountReviews } from '../reviews/account';

export interface DeletedAccount {
  reviews: number;
  photos: number;
  /** Orders kept as the bakery's records, no longer tied to an account. */
  keptOrders: number;
}

/**
 * Deletes an account and everything of hers (docs/product.md#accounts,
 * docs/decisions/040-account-deletion.md). The rows go in one transaction: her reviews (the
 * recipes' figures follow) and upload rows, her unsent reset e-mails, her password budgets and
 * stored idempotent answers, then her user row, whose cascade takes her sessions (every device is
 * signed out), reset links and own data. Her orders stay, detached. The confirmation e-mail is
 * queued in the same transaction. The photos' files go after the commit: a failure there leaves
 * files nobody can reach (their rows are gone), and is logged. Undefined when there is no such account.
 */
export async function deleteAccount(
  deps: Pick<Deps, 'db' | 'repos' | 'objects' | 'config' | 'log'>,
  userId: number,
): Promise<DeletedAccount | undefined> {
  const { db, repos, config } = deps;
  const done = db
    .transaction(() => {
      const found = repos.users.findById(userId);
      if (!found) return undefined;
      const { user } = found;
      const { reviews, files } = takeAccountReviews(repos, userId);
      const keptOrders = repos.accounts.detachOrders(userId);
      repos.accounts.forgetCounters(userId);
      if (user.email) {
        repos.accounts.dropUnsentResetMails(userId, user.email, PASSWORD_RESET_SUBJECT);
        enqueueMail(
          db,
          accountDeletedMessage({
            to: user.email,
            name: displayName(user),
            username: user.username,
            keptOrders,
            siteUrl: publicUrl(config),
          }),
        );
      }
      repos.accounts.deleteUser(userId);
      return { reviews, files, keptOrders };
    })
    .immediate();
  if (!done) return undefined;
  try {
    await removeAccountFiles(deps, done.files);
  } catch (err) {
    deps.log(new Error(`Account ${userId} deleted; some of its photo files could not be removed`, { cause: err }));
  }
  return { reviews: done.reviews, photos: done.files.objectKeys.length, keptOrders: done.keptOrders };
}
