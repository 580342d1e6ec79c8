import type { Config } from '../../config';

const HIDDEN = '[hidden]';

/** Every secret the configuration holds: none of them may leave the process in an answer. */
export function secretsOf(config: Config): string[] {
  const s3 = config.uploads.store === 's3' ? config.uploads.s3 : undefined;
  const { phonepe } = config.payments;
  return [
    config.sessionSecret,
    config.admin.password,
    phonepe.clientSecret,
    phonepe.webhookUser,
    phonepe.webhookPassword,
    s3?.accessKeyId,
    s3?.secretAccessKey,
    ...[config.databaseUrl, config.mail.smtpUrl, config.redisUrl].flatMap(urlSecrets),
  ].filter((secret): secret is string => typeof secret === 'string' && secret.length >= 4);
}

/** A URL's password, as written and decoded (an error may quote either); the whole URL when it does not parse. */
function urlSecrets(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { password } = new URL(url);
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    return [url];
  }
}

/**
 * Hides the configuration's secrets in a message, and the password of any URL written in it (`scheme://user:…@`),
 * longest secrets first so that one inside another leaves nothing of either.
 */
export function secretHider(secrets: string[]): (text: string) => string {
  const known = [...new Set(secrets)].sort((a, b) => b.length - a.length);
  return (text) => {
    let hidden = text;
    for (const secret of known) hidden = hidden.split(secret).join(HIDDEN);
    return hidden.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@\s]+@/gi, `$1:${HIDDEN}@`);
  };
}
