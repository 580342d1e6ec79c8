import { z } from 'zod';
import { DEFAULT_POOL } from '../db/engine/database';
import { DEFAULT_ANSWER_CACHE_LIMITS } from '../lib/answer-cache';

// The environment's variables as index.ts parses them; production.ts checks the same values.

export const MEBIBYTE = 1024 * 1024;

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((text) => text === 'true' || text === '1' || text === 'yes');

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_POOL.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_POOL.statementTimeoutMs),
  DATABASE_PREPARED_STATEMENTS: booleanText.default(true),
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).default(60),
  ANSWER_CACHE_MB: z.coerce
    .number()
    .int()
    .min(0)
    .max(16_384)
    .default(DEFAULT_ANSWER_CACHE_LIMITS.maxBytes / MEBIBYTE),
  KEPT_PAGES_MB: z.coerce.number().int().min(0).max(4096).default(16),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(10),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  // A shopper's password rules: longer than the sign-in form takes could never sign in.
  ADMIN_PASSWORD: z
    .string()
    .min(8, { message: 'must be at least 8 characters' })
    .max(200, { message: 'must be at most 200 characters (the sign-in form takes no more)' })
    .optional(),
  SEED_DEMO: booleanText.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'phonepe']).default('sandbox'),
  RECONCILE_FIRST_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  PHONEPE_CLIENT_ID: z.string().optional(),
  PHONEPE_CLIENT_SECRET: z.string().optional(),
  PHONEPE_CLIENT_VERSION: z.string().default('1'),
  PHONEPE_BASE_URL: z.string().url().default('https://api-preprod.phonepe.com/apis/pg-sandbox'),
  PHONEPE_AUTH_URL: z.string().url().optional(),
  PHONEPE_WEBHOOK_USER: z.string().optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().optional(),
  SHIPPING_WEBHOOK_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  WEB_DIST_DIR: z.string().optional(),
  NODE_ENV: z.string().optional(),
  ALLOW_SANDBOX_PAYMENTS: booleanText.default(false),
  ALLOW_OUTBOX_MAIL: booleanText.default(false),
  ALLOW_ADMIN_WITHOUT_2FA: booleanText.default(false),
  CORS_ORIGINS: z.string().optional(),
  /** A split deployment's storefront (an origin in CORS_ORIGINS): payment returns and email links go there. */
  STOREFRONT_URL: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  ALLOW_NO_RATE_LIMITS: booleanText.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'must start with redis:// or rediss://' })
    .optional(),
  UPLOADS_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]+/, { message: 'must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })
    .optional(),
  ALLOW_PLAIN_SMTP: booleanText.default(false),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  SHOP_LEGAL_NAME: z.string().max(200).optional(),
  SHOP_ADDRESS: z.string().max(500).optional(),
  SHOP_STATE: z.string().optional(),
  SHOP_GSTIN: z.string().optional(),
});

export type ConfigVars = z.infer<typeof ConfigSchema>;
