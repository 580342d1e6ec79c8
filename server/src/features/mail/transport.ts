import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { MailKind } from './message';

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** One outbox row as the transport needs it. */
export type OutgoingMail = {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A marketing message's one-click unsubscribe address (List-Unsubscribe and List-Unsubscribe-Post headers). */
  listUnsubscribe?: string;
};

/** Delivers one message; throws when it was not accepted (the sender retries later). */
export type MailTransport = {
  /** `smtp` or `files`: which of the two the settings chose. */
  kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
};

/**
 * How long one SMTP conversation may take at most (connect + greeting + an idle socket): the sender's claim on a
 * message must outlast it, so no other process takes a message still being sent.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * The Message-ID of an outbox row: the same for every attempt, so a message sent again after a crash (see
 * sender.ts) is recognisable as the same message by the receiving side and by tests.
 */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'voltcart.invalid';
  return `<${outboxId}@${domain}>`;
}

/**
 * SMTP_URL set: nodemailer over SMTP. Unset (development): each message is written as `<outbox id>.eml` into
 * the outbox folder, and one log line says where, so a newcomer can open a reset link.
 */
export function createMailTransport(settings: Config['mail'], log: MailLogger): MailTransport {
  if (settings.smtpUrl) {
    const smtpUrl = settings.smtpUrl;
    // Pooled: the connection is kept for the next messages, so a burst of orders is one handshake, not many
    // (one connection: the sender sends one message at a time).
    const smtp = lazyTransport(() => ({ url: smtpUrl, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS }));
    return {
      kind: 'smtp',
      async send(mail) {
        const messageId = messageIdOf(mail.id, settings.from);
        await (await smtp.get()).sendMail(envelope(mail, settings.from, messageId));
        return { messageId };
      },
      close: () => smtp.close(),
    };
  }
  const stream = lazyTransport(() => ({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    kind: 'files',
    async send(mail) {
      const messageId = messageIdOf(mail.id, settings.from);
      const info = await (await stream.get()).sendMail(envelope(mail, settings.from, messageId));
      // The shop's user alone reads the outbox: its messages carry reset and verification links.
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(settings.outboxDir, `${mail.id}.eml`);
      // Written whole or not at all: a crash mid-write leaves no half message behind.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      log.info({ outboxId: mail.id, kind: mail.kind, to: mail.to }, `mail written to ${file} (no SMTP_URL set)`);
      return { messageId };
    },
    close: () => stream.close(),
  };
}

type NodemailerOptions = Parameters<typeof import('nodemailer').createTransport>[0];
type Transporter = ReturnType<typeof import('nodemailer').createTransport>;

/** nodemailer (about 14 MB resident) is loaded at the first message: many processes never send one. */
function lazyTransport(options: () => NodemailerOptions) {
  let transporter: Promise<Transporter> | undefined;
  let closed = false;
  return {
    get: () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options()))),
    close: () => {
      if (closed) return;
      closed = true;
      void transporter?.then((opened) => opened.close());
    },
  };
}

function envelope(mail: OutgoingMail, from: string, messageId: string) {
  const unsubscribe = mail.listUnsubscribe && {
    headers: { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
  return { from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, messageId, ...unsubscribe };
}
