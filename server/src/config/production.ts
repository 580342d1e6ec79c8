import type { ConfigVars } from './schema';
import { ConfigError } from './error';
import { isLoopbackHost } from './network';
import { SELLER_VARIABLES } from './seller';
import { isCommonPassword } from '../lib/common-passwords';

/** The printed development admin; refused in production. */
export const DEV_ADMIN = { email: 'admin@voltcart.local', password: 'voltcart-admin' };

type Vars = ConfigVars;

/** Stops the start with one line naming the variable. */
type Refuse = (name: string, why: string) => never;

/** PhonePe's UAT host (PHONEPE_BASE_URL's default): it takes no real payment. */
const PHONEPE_TEST_HOST = 'api-preprod.phonepe.com';

/**
 * NODE_ENV=production refuses the development conveniences that would be unsafe on the internet; returns the
 * warnings to print at start for what an ALLOW_* let through.
 */
export function assertSafeForProduction(vars: Vars): string[] {
  const refuse: Refuse = (name, why) => {
    throw new ConfigError(`Invalid configuration: ${name} ${why} (NODE_ENV=production)`);
  };
  if (!vars.ADMIN_EMAIL || vars.ADMIN_EMAIL === DEV_ADMIN.email) refuse('ADMIN_EMAIL', 'must be set to your own admin address');
  if (!vars.ADMIN_PASSWORD || vars.ADMIN_PASSWORD === DEV_ADMIN.password)
    refuse('ADMIN_PASSWORD', 'must be set, and not to the development default');
  // The list shoppers are held to: the admin's password is the one most worth guessing.
  if (isCommonPassword(vars.ADMIN_PASSWORD))
    refuse('ADMIN_PASSWORD', 'is one of the most common passwords, the first an attacker tries; choose another');
  assertPublicUrl(vars.PUBLIC_URL, refuse);
  assertStorefrontOrigins(vars, refuse);
  if (vars.PAYMENT_PROVIDER === 'sandbox' && !vars.ALLOW_SANDBOX_PAYMENTS) {
    refuse(
      'PAYMENT_PROVIDER',
      'is sandbox, where anyone with a pay link can press Pay; set phonepe, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
    );
  }
  if (!vars.SMTP_URL && !vars.ALLOW_OUTBOX_MAIL) {
    refuse(
      'SMTP_URL',
      'must be set, or password resets and order emails only reach DATA_DIR/outbox; set ALLOW_OUTBOX_MAIL=true for a demo',
    );
  }
  // A tax invoice must name the real seller: no demo seller in production.
  for (const name of SELLER_VARIABLES) {
    if (!vars[name]?.trim()) refuse(name, "must be set: tax invoices print the seller's legal name, address, state and GSTIN");
  }
  if (vars.DATABASE_URL && !vars.SESSION_SECRET)
    refuse('SESSION_SECRET', 'must be set when DATABASE_URL is (every process must share it)');
  if (vars.PAYMENT_PROVIDER === 'phonepe') {
    const hosts = [
      ['PHONEPE_BASE_URL', vars.PHONEPE_BASE_URL],
      ['PHONEPE_AUTH_URL', vars.PHONEPE_AUTH_URL ?? vars.PHONEPE_BASE_URL],
    ] as const;
    for (const [name, url] of hosts) {
      if (new URL(url).hostname.toLowerCase() === PHONEPE_TEST_HOST) {
        refuse(name, `is PhonePe's test host ${PHONEPE_TEST_HOST}, which takes no real payment; set PhonePe's production URL`);
      }
    }
  }

  const warnings: string[] = [];
  if (vars.RATE_LIMITS === 'off') {
    if (!vars.ALLOW_NO_RATE_LIMITS) {
      refuse(
        'RATE_LIMITS',
        'is off, so sign-up, comments, uploads and the newsletter take any number of requests; set ALLOW_NO_RATE_LIMITS=true for a load test',
      );
    }
    warnings.push(
      'RATE_LIMITS=off (ALLOW_NO_RATE_LIMITS=true): sign-up, comments, uploads and the newsletter have no request limits; for a load test only',
    );
  }
  if (vars.SMTP_URL && isPlainSmtp(vars.SMTP_URL, refuse)) {
    if (!vars.ALLOW_PLAIN_SMTP) {
      refuse(
        'SMTP_URL',
        'is plain smtp:// to another machine, so password-reset links can cross the network unencrypted; use smtps://, or smtp://…?requireTLS=true for STARTTLS, or set ALLOW_PLAIN_SMTP=true',
      );
    }
    warnings.push(
      'SMTP_URL is plain smtp:// to another machine (ALLOW_PLAIN_SMTP=true): email, password-reset links included, may cross the network unencrypted',
    );
  }
  return warnings;
}

/** Sign-in cookies are Secure only on https://; plain http:// is for a shop reached on this machine alone. */
function assertPublicUrl(text: string | undefined, refuse: Refuse): void {
  if (!text)
    return refuse(
      'PUBLIC_URL',
      'must be set to the https:// address shoppers use (payment redirects and email links are built from it)',
    );
  const url = new URL(text);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return;
  refuse(
    'PUBLIC_URL',
    'must be an https:// address (http:// only to this machine): over http sign-in cookies are not Secure and travel unencrypted',
  );
}

/**
 * A storefront elsewhere shares the shopper's session and gets the payment return and email links: over http to
 * another machine all three travel unencrypted (and a cross-site session cookie must be Secure), so https only.
 */
function assertStorefrontOrigins(vars: Vars, refuse: Refuse): void {
  const listed = (vars.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const named: [string, string][] = [
    ...listed.map((origin): [string, string] => ['CORS_ORIGINS', origin]),
    ...(vars.STOREFRONT_URL ? [['STOREFRONT_URL', vars.STOREFRONT_URL] as [string, string]] : []),
  ];
  for (const [name, text] of named) {
    // One that is no URL at all is refused with its own words where it is read (config/network.ts, storefront.ts).
    if (!URL.canParse(text)) continue;
    const url = new URL(text);
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
      refuse(
        name,
        `names ${url.origin}: a storefront must be https:// (http:// only to this machine), or its session and links travel unencrypted`,
      );
  }
}

/** smtp:// to another machine without requireTLS=true: nodemailer then sends in the clear when the server offers no STARTTLS (or an attacker strips it). */
function isPlainSmtp(text: string, refuse: Refuse): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('SMTP_URL', 'is not a valid URL');
  }
  if (url.protocol !== 'smtp:' || isLoopbackHost(url.hostname)) return false;
  return url.searchParams.get('requireTLS') !== 'true' || url.searchParams.get('ignoreTLS') === 'true';
}
