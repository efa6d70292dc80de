import type { Config } from './config';
import type { Db } from './db/open';
import type { Repos } from './db/repos';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import type { ObjectStore } from './storage/object-store';

/** What every router is built from. createApp makes one per app (tests make one per test). */
export interface Deps {
  db: Db;
  repos: Repos;
  config: Config;
  objects: ObjectStore;
  log: (message: unknown) => void;
  /**
   * The e-mail transport (api/mail): SMTP, or .eml files in DATA_DIR/mail. Routes do not send
   * with it: they write to the mail outbox (`enqueueMail`), whose worker sends through it.
   */
  mailer: Mailer;
  /** The payment processor (api/payments): the simulated gateway by default. */
  payments: PaymentProvider;
}
