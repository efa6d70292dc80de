import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach } from 'vitest';

const servers: SMTPServer[] = [];
afterEach(async () => {
  while (servers.length) {
    const server = servers.pop()!;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

export interface Inbox {
  /** SMTP_URL for the app under test. */
  url: string;
  messages: ParsedMail[];
  /** The SMTP envelope of each message kept, in the same order: who it was really delivered to. */
  envelopes: { mailFrom: string; rcptTo: string[] }[];
  /** Messages answered with an error (InboxOptions.refuse), counted. */
  refused: number;
  /** Waits until `count` messages have arrived (or fails after `ms`). */
  waitFor(count: number, ms?: number): Promise<ParsedMail[]>;
}

export interface InboxOptions {
  /**
   * Answers the n-th message (from 1) with an SMTP error instead of keeping it, when this returns
   * one: `{ code: 451, message }` is a "try again later", a 5xx a refusal for good.
   */
  refuse?: (n: number) => { code: number; message: string } | undefined;
}

/** A real SMTP server on loopback (the smtp-server package) that keeps what arrives, parsed. */
export async function startInbox(options: InboxOptions = {}): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const envelopes: Inbox['envelopes'] = [];
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received += 1;
          const refusal = options.refuse?.(received);
          if (refusal) {
            inbox.refused += 1;
            return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          }
          messages.push(mail);
          envelopes.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  const inbox: Inbox = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    envelopes,
    refused: 0,
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, ${messages.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
  };
  return inbox;
}
