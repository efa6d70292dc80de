import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './fixtures';

/**
 * The e-mails of the journeys: without SMTP_URL the server writes each message as an .eml file
 * in DATA_DIR/mail/ (the e2e server's DATA_DIR is E2E_DATA_DIR, chosen in playwright.config.ts).
 */
const mailDir = () => join(process.env.E2E_DATA_DIR!, 'mail');

/** The newest message to `to` whose subject passes `subject`, written at or after `after`, once it is there. */
export async function newestMail(to: string, after: number, subject: RegExp = /./): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(mailDir()).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
        const files = await Promise.all(
          names.map(async (n) => ({ path: join(mailDir(), n), mtime: (await stat(join(mailDir(), n))).mtimeMs })),
        );
        for (const file of files.filter((f) => f.mtime >= after).sort((a, b) => b.mtime - a.mtime)) {
          const mail = await simpleParser(await readFile(file.path));
          const addresses = [mail.to]
            .flat()
            .flatMap((t) => t?.value ?? [])
            .map((a) => a.address);
          if (addresses.includes(to) && subject.test(mail.subject ?? '')) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in the message's text that starts with the site and has `path`. */
export function linkIn(mail: ParsedMail, path: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[^\\s"<>]+`).exec(mail.text ?? '');
  expect(link, `the e-mail carries a ${path} link`).toBeTruthy();
  return link![0];
}
