import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { startInbox } from '../test/smtp';
import { createMailer } from './mailer';
import { orderConfirmation, passwordResetMessage } from './templates';

const confirmation = orderConfirmation({
  to: 'jo@example.com',
  name: 'Jo Baker',
  orderId: 42,
  totalAmount: 13000,
  siteUrl: 'https://bakery.example',
  items: [
    {
      type: 'class',
      id: 1,
      title: 'Beginner Bread',
      price: 6500,
      quantity: 2,
      date: '2027-01-16T15:00:00.000Z',
      location: 'Sift & Story Studio, 18 Orchard Lane',
      timeZone: 'America/New_York',
    },
  ],
});

describe('the mailer', () => {
  it('sends by SMTP when SMTP_URL is set: both parts, the footer, the class as an .ics', async () => {
    const inbox = await startInbox();
    const lines: string[] = [];
    const mailer = createMailer(testConfig({ smtpUrl: inbox.url }), (m) => lines.push(m));
    await mailer.send(confirmation);
    const [mail] = await inbox.waitFor(1);
    expect(mail!.subject).toBe('Your Sift & Story order #42');
    expect(mail!.from?.text).toContain('Sift & Story');
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('jo@example.com');
    expect(mail!.text).toContain('Your order number is 42.');
    expect(mail!.text).toContain('2 × Beginner Bread ($130.00): Sat, Jan 16, 2027, 10:00 AM EST, Sift & Story Studio');
    expect(mail!.text).toContain('Sift & Story · 18 Orchard Lane, Willow Creek');
    expect(mail!.html).toContain('Sift &amp; Story · 18 Orchard Lane, Willow Creek');
    expect(mail!.html).toContain('href="https://bakery.example/dashboard"');
    const ics = mail!.attachments.find((a) => a.filename === 'Beginner-Bread.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics!.content.toString()).toContain('DTSTART:20270116T150000Z');
    expect(lines).toEqual([]);
  });

  it('without SMTP_URL writes each message as a private .eml in DATA_DIR/mail, named by its key, and says so in one line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sift-mail-'));
    try {
      const said: string[] = [];
      const mailer = createMailer(testConfig({ dataDir }), (m) => said.push(m));
      const reset = passwordResetMessage({
        to: 'jo@example.com',
        name: 'Jo',
        url: 'http://x/reset-password?token=t',
      });
      await mailer.send(reset, { key: '2026-12-01T10-00-00-000Z-7' });
      // Sent again (a worker that died before it could delete the row): the same file, not a second one.
      await mailer.send(reset, { key: '2026-12-01T10-00-00-000Z-7' });
      const files = readdirSync(join(dataDir, 'mail'));
      expect(files).toEqual(['2026-12-01T10-00-00-000Z-7-reset-your-sift-story-password.eml']);
      expect(statSync(join(dataDir, 'mail')).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'mail', files[0]!)).mode & 0o777).toBe(0o600);
      expect(said[0]).toMatch(/^Mail to jo@example.com "Reset your Sift & Story password" written to .*\.eml/);
      const mail = await simpleParser(readFileSync(join(dataDir, 'mail', files[0]!)));
      expect(mail.subject).toBe('Reset your Sift & Story password');
      expect(mail.messageId).toBe('<2026-12-01T10-00-00-000Z-7@localhost>');
      expect(mail.text).toContain('http://x/reset-password?token=t');
      expect(mail.html).toContain('href="http://x/reset-password?token=t"');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('rejects when the SMTP server cannot be reached, so the outbox keeps the message', async () => {
    const mailer = createMailer(testConfig({ smtpUrl: 'smtp://127.0.0.1:9' }), () => undefined);
    await expect(mailer.send(confirmation)).rejects.toThrow();
  });

  it('sends to one mailbox only: the address is never read as a list', async () => {
    const inbox = await startInbox();
    const mailer = createMailer(testConfig({ smtpUrl: inbox.url }));
    await mailer.send({ ...confirmation, to: 'jo@example.com' });
    const [mail] = await inbox.waitFor(1);
    expect(inbox.envelopes[0]!.rcptTo).toEqual(['jo@example.com']);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('jo@example.com');
  });
});
