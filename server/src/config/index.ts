import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PoolSettings } from '../db/engine/database';
import { ConfigError } from './error';
import { parseCorsOrigins, parseTrustProxy } from './network';
import { assertSafeForProduction, DEV_ADMIN } from './production';
import { ConfigSchema, MEBIBYTE, type ConfigVars } from './schema';
import { sellerSettings, type SellerSettings } from './seller';
import { SESSION_SECRET_FILE, UPLOADS_FOLDER } from './storage';
import { storefrontSettings, type StorefrontSettings } from './storefront';
import type { TrustProxy } from '../lib/trust-proxy';
import type { UploadsSettings } from '../lib/uploads/store';

/** server/: this file runs from server/src/config/ (tsx, tests) or bundled into server/dist/main.js. */
const serverPackageDir = path.resolve(import.meta.dirname, path.basename(import.meta.dirname) === 'config' ? '../..' : '..');

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool size and timeouts. */
  databasePool: PoolSettings;
  /** Memory per process for ready-to-send public answers (ANSWER_CACHE_MB); 0: none kept, every read asks the database. */
  answerCacheBytes: number;
  /** Memory per process for pages rendered on the server, kept until their answers change (KEPT_PAGES_MB); 0: none kept. */
  keptPagesBytes: number;
  /** How long a start waits for an unreachable database before giving up. */
  databaseWaitSeconds: number;
  /** How long SIGTERM waits for requests in flight before the process ends anyway. */
  shutdownTimeoutSeconds: number;
  /** How long SIGTERM keeps serving while readiness answers 503, before it stops taking requests (a load balancer drains). */
  shutdownDrainSeconds: number;
  /** Prometheus metrics on a listener of their own (METRICS_PORT, METRICS_HOST); undefined: none. */
  metrics: { port: number; host: string } | undefined;
  publicUrl: string;
  sessionSecret: string;
  /**
   * `twoFactorRequired`: an admin must pass a second factor to use the admin area; without it enrolled, admin
   * sign-in gives a session that can only enrol. On in production unless ALLOW_ADMIN_WITHOUT_2FA=true.
   */
  admin: { email: string; password: string; isDevDefault: boolean; twoFactorRequired: boolean };
  seedDemo: boolean;
  logLevel: ConfigVars['LOG_LEVEL'];
  uploadMaxBytes: number;
  secureCookies: boolean;
  webDistDir: string;
  /** NODE_ENV=production: the safe-default checks of `config/production.ts` apply. */
  production: boolean;
  /** What an ALLOW_* let through in production, printed as warnings at start. */
  warnings: string[];
  /** Other origins (a split deployment: docs/design.md) allowed to call the API with credentials. */
  corsOrigins: string[];
  /** Where payment returns and order emails go, and the session cookie's SameSite (config/storefront.ts). */
  storefront: StorefrontSettings;
  /** Whose address counts as the client's: Fastify's `trustProxy` (off, a hop count, or addresses/CIDRs). */
  trustProxy: TrustProxy;
  /** Request rate limits (sign-up, comments, uploads, newsletter); off only for load tests. */
  rateLimits: boolean;
  redisUrl: string | undefined;
  /** Where images go: `uploadsDir` (local), or an S3-compatible bucket every process shares. */
  uploads: UploadsSettings;
  /** The seller printed on tax invoices (the demo seller in development). */
  seller: SellerSettings;
  /** Email: over SMTP when `smtpUrl` is set, else written as .eml files to `outboxDir` (development). */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    /** How long a sender holds a message it is sending (MAIL_CLAIM_SECONDS; unset: the sender's default, ~2 min). */
    claimMs: number | undefined;
  };
  /** The couriers' status updates: their HMAC-SHA256 key (SHIPPING_WEBHOOK_SECRET); unset, the webhook answers 503. */
  shipping: { webhookSecret: string | undefined };
  payments: {
    provider: 'sandbox' | 'phonepe';
    /** When the reconciler first asks about a pending payment, and how often it looks for due ones. */
    reconcile: { firstCheckAfterMs: number; everyMs: number };
    phonepe: {
      clientId: string;
      clientSecret: string;
      clientVersion: string;
      baseUrl: string;
      authUrl: string;
      webhookUser: string;
      webhookPassword: string;
    };
  };
};

export type { TrustProxy };

export { DEV_ADMIN };

export { ConfigError };

/** The one reader of `process.env`: parses it, or throws one line naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const vars = parsed.data;
  if (vars.PAYMENT_PROVIDER === 'phonepe') {
    for (const name of [
      'PHONEPE_CLIENT_ID',
      'PHONEPE_CLIENT_SECRET',
      'PHONEPE_WEBHOOK_USER',
      'PHONEPE_WEBHOOK_PASSWORD',
    ] as const) {
      if (!vars[name]) throw new ConfigError(`Invalid configuration: ${name} is required when PAYMENT_PROVIDER=phonepe`);
    }
  }
  const production = vars.NODE_ENV === 'production';
  const warnings = production ? assertSafeForProduction(vars) : [];
  const dataDir = path.resolve(vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  const corsOrigins = parseCorsOrigins(vars.CORS_ORIGINS);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, UPLOADS_FOLDER),
    databaseUrl: vars.DATABASE_URL,
    databasePool: {
      size: vars.DATABASE_POOL_SIZE,
      connectTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
      preparedStatements: vars.DATABASE_PREPARED_STATEMENTS,
    },
    databaseWaitSeconds: vars.DATABASE_WAIT_SECONDS,
    answerCacheBytes: vars.ANSWER_CACHE_MB * MEBIBYTE,
    keptPagesBytes: vars.KEPT_PAGES_MB * MEBIBYTE,
    shutdownTimeoutSeconds: vars.SHUTDOWN_TIMEOUT_SECONDS,
    shutdownDrainSeconds: vars.SHUTDOWN_DRAIN_SECONDS,
    metrics: vars.METRICS_PORT ? { port: vars.METRICS_PORT, host: vars.METRICS_HOST } : undefined,
    publicUrl,
    sessionSecret: vars.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    admin: {
      email: vars.ADMIN_EMAIL ?? DEV_ADMIN.email,
      password: vars.ADMIN_PASSWORD ?? DEV_ADMIN.password,
      isDevDefault: !vars.ADMIN_EMAIL || !vars.ADMIN_PASSWORD,
      twoFactorRequired: production && !vars.ALLOW_ADMIN_WITHOUT_2FA,
    },
    seedDemo: vars.SEED_DEMO,
    logLevel: vars.LOG_LEVEL,
    uploadMaxBytes: vars.UPLOAD_MAX_BYTES,
    secureCookies: publicUrl.startsWith('https://'),
    production,
    warnings,
    corsOrigins,
    storefront: storefrontSettings(publicUrl, corsOrigins, vars.STOREFRONT_URL),
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    rateLimits: vars.RATE_LIMITS === 'on',
    redisUrl: vars.REDIS_URL,
    uploads: uploadsSettings(vars),
    seller: sellerSettings(vars),
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `Voltcart <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: path.join(dataDir, 'outbox'),
      claimMs: vars.MAIL_CLAIM_SECONDS === undefined ? undefined : vars.MAIL_CLAIM_SECONDS * 1000,
    },
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? path.join(serverPackageDir, '../web/dist')),
    shipping: { webhookSecret: vars.SHIPPING_WEBHOOK_SECRET },
    payments: {
      provider: vars.PAYMENT_PROVIDER,
      reconcile: { firstCheckAfterMs: vars.RECONCILE_FIRST_CHECK_SECONDS * 1000, everyMs: vars.RECONCILE_EVERY_SECONDS * 1000 },
      phonepe: {
        clientId: vars.PHONEPE_CLIENT_ID ?? '',
        clientSecret: vars.PHONEPE_CLIENT_SECRET ?? '',
        clientVersion: vars.PHONEPE_CLIENT_VERSION,
        baseUrl: vars.PHONEPE_BASE_URL.replace(/\/$/, ''),
        authUrl: (vars.PHONEPE_AUTH_URL ?? vars.PHONEPE_BASE_URL).replace(/\/$/, ''),
        webhookUser: vars.PHONEPE_WEBHOOK_USER ?? '',
        webhookPassword: vars.PHONEPE_WEBHOOK_PASSWORD ?? '',
      },
    },
  };
}

function uploadsSettings(vars: ConfigVars): UploadsSettings {
  if (vars.UPLOADS_STORE === 'local') return { store: 'local' };
  if (!vars.S3_BUCKET) throw new ConfigError('Invalid configuration: S3_BUCKET is required when UPLOADS_STORE=s3');
  if (!vars.S3_ACCESS_KEY_ID !== !vars.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; set both or neither');
  }
  return {
    store: 's3',
    s3: {
      bucket: vars.S3_BUCKET,
      endpoint: vars.S3_ENDPOINT,
      region: vars.S3_REGION,
      accessKeyId: vars.S3_ACCESS_KEY_ID,
      secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
      // Most self-hosted S3 servers (MinIO, s3rver…) answer only path-style URLs; AWS itself wants virtual hosts.
      forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? vars.S3_ENDPOINT !== undefined,
    },
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
