// A real SMTP server on loopback (the `smtp-server` package) that keeps every message it accepts, parsed by
// `mailparser`, so tests read what a shopper would find in their inbox.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string | undefined;
  /** Every http(s) link of the text part, in order. */
  links: string[];
  parsed: ParsedMail;
};

export type SmtpInbox = {
  /** `smtp://127.0.0.1:<port>`: put it in SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already here or still to come) that `match` accepts. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** From now on answer every message with this SMTP error code (e.g. 451), or accept again (undefined). */
  refuseWith(code: number | undefined): void;
  close(): Promise<void>;
};

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: number | undefined;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusal !== undefined) {
            const error = Object.assign(new Error('Try again later'), { responseCode: refusal });
            callback(error);
            return;
          }
          const text = parsed.text ?? '';
          messages.push({
            to: toAddresses(parsed),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId,
            links: [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]),
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender that dies mid-conversation (the restart tests SIGKILL one) resets its socket: smtp-server reports
  // that as an 'error' event, which would otherwise be an uncaught exception in the test process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseWith(code) {
      refusal = code;
    },
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching message within ${timeoutMs} ms; received: ${messages.map((mail) => `${mail.to.join(',')} "${mail.subject}"`).join('; ') || 'none'}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function toAddresses(parsed: ParsedMail): string[] {
  const fields = parsed.to === undefined ? [] : Array.isArray(parsed.to) ? parsed.to : [parsed.to];
  return fields.flatMap((field) => field.value.map((address) => address.address ?? '')).filter(Boolean);
}
