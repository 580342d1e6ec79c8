// The e2e run's test SMTP server: started by playwright.config.ts in the runner process, it saves every
// message it accepts as an .eml file in one folder (e2e/support/mailbox.ts reads them).
import { once } from 'node:events';
import { createWriteStream, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

let received = 0;

export async function startMailboxServer(port: number, folder: string): Promise<SMTPServer> {
  mkdirSync(folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      received += 1;
      const name = `${Date.now()}-${process.pid}-${received}`;
      const partial = path.join(folder, `${name}.part`);
      // Written under another name, then renamed: a reader never sees half a message.
      pipeline(stream, createWriteStream(partial))
        .then(() => {
          renameSync(partial, path.join(folder, `${name}.eml`));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // The shop's kept-open SMTP connection resets when Playwright stops the shop: not an error of the run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  // Never the reason the runner stays alive; global-teardown closes it.
  server.server.unref();
  return server;
}
