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
  /** Waits until `count` messages have arrived (or fails after `ms`). */
  waitFor(count: number, ms?: number): Promise<ParsedMail[]>;
}

/** A real SMTP server on loopback (the smtp-server package) that keeps what arrives, parsed. */
export async function startInbox(): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, ${messages.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
  };
}
