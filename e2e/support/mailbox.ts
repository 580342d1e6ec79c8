import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** The folder the run's test SMTP server saves messages in (playwright.config.ts). */
export const mailboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mailbox');

export type Mail = { to: string[]; subject: string; text: string; html: string; links: string[] };

async function readMail(file: string): Promise<Mail> {
  const parsed = await simpleParser(readFileSync(file));
  const fields = parsed.to === undefined ? [] : Array.isArray(parsed.to) ? parsed.to : [parsed.to];
  const text = parsed.text ?? '';
  return {
    to: fields.flatMap((field) => field.value.map((address) => (address.address ?? '').toLowerCase())),
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    links: [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]),
  };
}

/**
 * Polls the mailbox until a message to `to` (and with `subject`, when given) has arrived, and answers the
 * newest such message. The shop's sender delivers queued mail every few seconds.
 */
export async function waitForMail({
  to,
  subject,
  timeout = 30_000,
}: {
  to: string;
  subject?: string | RegExp;
  timeout?: number;
}): Promise<Mail> {
  const wanted = to.toLowerCase();
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const files = readdirSync(mailboxDir())
          .filter((name) => name.endsWith('.eml'))
          .sort();
        const mails = await Promise.all(files.map((name) => readMail(path.join(mailboxDir(), name))));
        found = mails
          .filter(
            (mail) =>
              mail.to.includes(wanted) &&
              (subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))),
          )
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to}${subject ? ` about ${String(subject)}` : ''}`, timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** The first link of the mail whose path is `pathname` (e.g. /reset-password). */
export function linkTo(mail: Mail, pathname: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}
