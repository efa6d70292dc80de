import { z } from 'zod';
import { hashToken, newToken } from '../auth/tokens';
import type { Config } from '../config';
import type { Repos } from '../db/repos';
import { publicUrl } from './links';
import type { MailJob } from './outbox';
import { displayName } from '../../shared/display-name';
import { passwordResetMessage } from './templates';

/** The outbox job of a "forgot password" request (api/routes/password-reset.ts). */
export const PASSWORD_RESET_JOB = 'password-reset';
/** The path the e-mail's link opens (the app's Reset Password page). */
export const RESET_PASSWORD_PATH = '/reset-password';

const payloadSchema = z.object({ usernameOrEmail: z.string() });

/**
 * Turns a "forgot password" request into its e-mails, in the worker, after the visitor had the
 * answer (docs/product.md#accounts): the request itself only queued this job, the same work
 * whether an account matches or not, so its answer's timing tells nothing. Each matching account
 * gets a new link (at most PASSWORD_RESETS_PER_HOUR live ones); an unknown name gets nothing.
 */
export function passwordResetJob({ repos, config }: { repos: Repos; config: Config }): MailJob {
  return (payload, now) => {
    const { usernameOrEmail } = payloadSchema.parse(payload);
    return repos.passwordResets.accountsFor(usernameOrEmail).flatMap((account) => {
      const token = newToken();
      if (!repos.passwordResets.create(hashToken(token), account.id, now)) return [];
      return [
        passwordResetMessage({
          to: account.email,
          name: displayName(account),
          url: `${publicUrl(config)}${RESET_PASSWORD_PATH}?token=${token}`,
        }),
      ];
    });
  };
}
