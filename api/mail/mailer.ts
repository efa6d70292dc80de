import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the message is handed to the SMTP server or written to the mail folder. */
  send(message: MailMessage): Promise<void>;
  /** Sends without waiting: a failure is logged, never thrown at the request that caused it. */
  queue(message: MailMessage): void;
  /** Resolves when every queued message has been handled (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * E-mail through nodemailer: SMTP_URL set sends by SMTP; unset (the embedded default) writes
 * each message as an .eml file in DATA_DIR/mail/ and logs one line, so nothing is lost and any
 * mail program opens them.
 */
export function createMailer(
  config: Config,
  log: (message: unknown) => void,
  info: (message: string) => void = console.log,
): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const files = smtp ? undefined : nodemailer.createTransport({ streamTransport: true, buffer: true });
  const mailDir = join(config.dataDir || '.', 'mail');
  const pending = new Set<Promise<void>>();
  let counter = 0;

  async function send(message: MailMessage): Promise<void> {
    const envelope = { from: config.mailFrom, ...message };
    if (smtp) {
      await smtp.sendMail(envelope);
      return;
    }
    const sent = await files!.sendMail(envelope);
    mkdirSync(mailDir, { recursive: true });
    counter += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const slug = message.subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
    const file = join(mailDir, `${stamp}-${process.pid}-${counter}-${slug}.eml`);
    writeFileSync(file, sent.message as Buffer);
    info(`Mail to ${message.to} "${message.subject}" written to ${file} (set SMTP_URL to send it)`);
  }

  return {
    send,
    queue(message) {
      const job = send(message)
        .catch((err: unknown) => log(`Mail to ${message.to} "${message.subject}" could not be sent: ${String(err)}`))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
