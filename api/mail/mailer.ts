import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** One e-mail to one mailbox: what the outbox stores (api/mail/outbox.ts) and the transport sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

export interface SendOptions {
  /**
   * A name for this message that stays the same when it is sent again (the outbox row's time and
   * id): its Message-ID, so a receiver can tell a repeat, and its .eml file's name, so a repeat
   * overwrites the file instead of adding one.
   */
  key?: string;
}

/**
 * The transport: it hands one message over and says whether it was taken. Routes never call it;
 * they write to the outbox (`enqueueMail`) and the outbox's worker sends through this.
 */
export interface Mailer {
  /** Resolves once the SMTP server took the message or its .eml file is written; rejects otherwise. */
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}

/** How long an SMTP conversation may stall before the attempt counts as failed (the outbox retries it). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * E-mail through nodemailer: SMTP_URL set sends by SMTP; unset (the embedded default) writes
 * each message as an .eml file in DATA_DIR/mail/ (0600, in a 0700 folder) and logs one line, so
 * nothing is lost and any mail program opens them.
 */
export function createMailer(config: Config, info: (message: string) => void = console.log): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  const files = smtp ? undefined : nodemailer.createTransport({ streamTransport: true, buffer: true });
  const mailDir = join(config.dataDir || '.', 'mail');
  const host = new URL(config.publicUrl).hostname || 'localhost';
  let counter = 0;

  return {
    async send(message, { key } = {}) {
      const envelope = {
        from: config.mailFrom,
        ...message,
        // One mailbox, never a list: the address is not parsed again (the outbox checked it is one).
        to: [{ name: '', address: message.to }],
        ...(key ? { messageId: `<${key}@${host}>` } : {}),
      };
      if (smtp) {
        await smtp.sendMail(envelope);
        return;
      }
      const sent = await files!.sendMail(envelope);
      mkdirSync(mailDir, { recursive: true, mode: 0o700 });
      counter += 1;
      const name = key ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${counter}`;
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40);
      const file = join(mailDir, `${name}-${slug}.eml`);
      writeFileSync(file, sent.message as Buffer, { mode: 0o600 });
      info(`Mail to ${message.to} "${message.subject}" written to ${file} (set SMTP_URL to send it)`);
    },
  };
}
