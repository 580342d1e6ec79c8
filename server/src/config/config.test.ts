import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_ADMIN, loadConfig } from './';
import { DEMO_SELLER } from './seller';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'voltcart-config-'));

describe('configuration', () => {
  it("serves the repository's web build by default", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webDistDir).toBe(path.resolve(import.meta.dirname, '../../../web/dist'));
  });

  it('starts on the embedded defaults with a generated, persisted session secret', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 5000,
      databaseUrl: undefined,
      seedDemo: true,
      admin: { ...DEV_ADMIN, isDevDefault: true },
    });
    expect(first.payments.provider).toBe('sandbox');
    expect(first.sessionSecret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('prepares the hot PostgreSQL queries unless told not to (a transaction pooler in front)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).databasePool.preparedStatements).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_PREPARED_STATEMENTS: 'false' }).databasePool.preparedStatements).toBe(
      false,
    );
  });

  it('keeps 56 MB of ready answers per process unless told otherwise, none with 0', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).answerCacheBytes).toBe(56 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir(), ANSWER_CACHE_MB: '16' }).answerCacheBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir(), ANSWER_CACHE_MB: '0' }).answerCacheBytes).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ ANSWER_CACHE_MB: 'lots' }, 'ANSWER_CACHE_MB'],
    [{ ANSWER_CACHE_MB: '-1' }, 'ANSWER_CACHE_MB'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'phonepe' }, 'PHONEPE_CLIENT_ID'],
    [{ UPLOADS_STORE: 'ftp' }, 'UPLOADS_STORE'],
    [{ UPLOADS_STORE: 's3' }, 'S3_BUCKET'],
    [{ UPLOADS_STORE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ UPLOADS_STORE: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID'],
    [{ UPLOADS_STORE: 's3', S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    [{ DATABASE_PREPARED_STATEMENTS: 'off' }, 'DATABASE_PREPARED_STATEMENTS'],
    [{ ADMIN_PASSWORD: 'x'.repeat(201) }, 'ADMIN_PASSWORD'],
    [{ ALLOW_NO_RATE_LIMITS: 'please' }, 'ALLOW_NO_RATE_LIMITS'],
    [{ ALLOW_PLAIN_SMTP: 'please' }, 'ALLOW_PLAIN_SMTP'],
  ])('stops with one line naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });
});

describe('production start', () => {
  const safe = {
    NODE_ENV: 'production',
    ADMIN_EMAIL: 'owner@shop.example.in',
    ADMIN_PASSWORD: 'a-long-owner-password',
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_CLIENT_ID: 'id',
    PHONEPE_CLIENT_SECRET: 'secret',
    PHONEPE_WEBHOOK_USER: 'hook',
    PHONEPE_WEBHOOK_PASSWORD: 'hook-password',
    PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/pg',
    PHONEPE_AUTH_URL: 'https://api.phonepe.com/apis/identity-manager',
    PUBLIC_URL: 'https://shop.example.in',
    SHOP_LEGAL_NAME: 'Voltcart Retail Private Limited',
    SHOP_ADDRESS: '12 MG Road, Bengaluru 560001',
    SHOP_STATE: 'Karnataka',
    SHOP_GSTIN: '29AAACV9999D1ZL',
    SMTP_URL: 'smtps://mail.shop.example.in:465',
  };

  it('starts with its own admin and a real payment provider, warning of nothing', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...safe })).toMatchObject({
      production: true,
      warnings: [],
      secureCookies: true,
      rateLimits: true,
    });
  });

  it.each([
    [{ ADMIN_EMAIL: undefined }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: undefined }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: DEV_ADMIN.email }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: DEV_ADMIN.password }, 'ADMIN_PASSWORD'],
    [{ PAYMENT_PROVIDER: 'sandbox' }, 'PAYMENT_PROVIDER'],
    [{ DATABASE_URL: 'postgres://shop@db/shop' }, 'SESSION_SECRET'],
    [{ SHOP_LEGAL_NAME: undefined }, 'SHOP_LEGAL_NAME'],
    [{ SHOP_ADDRESS: '  ' }, 'SHOP_ADDRESS'],
    [{ SHOP_STATE: undefined }, 'SHOP_STATE'],
    [{ SHOP_GSTIN: undefined }, 'SHOP_GSTIN'],
    [{ SMTP_URL: undefined }, 'SMTP_URL'],
    [{ ADMIN_PASSWORD: 'password123' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'SunShine' }, 'ADMIN_PASSWORD'],
    [{ PUBLIC_URL: undefined }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'http://shop.example.in' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'http://10.0.0.5:5000' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://shop.example.in' }, 'PUBLIC_URL'],
    [{ RATE_LIMITS: 'off' }, 'RATE_LIMITS'],
    [{ CORS_ORIGINS: 'https://m.shop.example.in, http://storefront.example.in' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'http://storefront.example.in', STOREFRONT_URL: 'http://storefront.example.in' }, 'CORS_ORIGINS'],
    [{ SMTP_URL: 'smtp://user:secret@mail.shop.example.in:587' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.shop.example.in:587?requireTLS=false' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://10.0.0.7:25' }, 'SMTP_URL'],
    [{ PHONEPE_BASE_URL: undefined, PHONEPE_AUTH_URL: undefined }, 'PHONEPE_BASE_URL'],
    [{ PHONEPE_BASE_URL: 'https://API-PREPROD.phonepe.com/apis/pg-sandbox/' }, 'PHONEPE_BASE_URL'],
    [{ PHONEPE_AUTH_URL: 'https://api-preprod.phonepe.com/apis/pg-sandbox' }, 'PHONEPE_AUTH_URL'],
  ])('refuses an unsafe default with one line naming it (%o)', (change, name) => {
    const env = { DATA_DIR: dataDir(), ...safe, ...change };
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} .*\\(NODE_ENV=production\\)$`));
  });

  it('allows the sandbox in production only when asked to, and a shared secret with PostgreSQL', () => {
    const env = { DATA_DIR: dataDir(), ...safe, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(loadConfig(env).payments.provider).toBe('sandbox');
    const pgEnv = { ...env, DATABASE_URL: 'postgres://shop@db/shop', SESSION_SECRET: 's'.repeat(40) };
    expect(loadConfig(pgEnv).databaseUrl).toBe('postgres://shop@db/shop');
  });

  it('writes email to the outbox in production only when asked to', () => {
    const env = { DATA_DIR: dataDir(), ...safe, SMTP_URL: undefined, ALLOW_OUTBOX_MAIL: 'true' };
    expect(loadConfig(env).mail.smtpUrl).toBeUndefined();
  });

  it('takes a storefront on another origin in production over https, or http to this machine', () => {
    const env = { DATA_DIR: dataDir(), ...safe, CORS_ORIGINS: 'https://m.shop.example.in, http://localhost:5173' };
    expect(loadConfig(env).corsOrigins).toEqual(['https://m.shop.example.in', 'http://localhost:5173']);
    expect(() => loadConfig({ ...env, STOREFRONT_URL: 'http://m.shop.example.in' })).toThrow(
      /^Invalid configuration: STOREFRONT_URL /,
    );
  });

  it('serves plain http in production only to this machine', () => {
    for (const PUBLIC_URL of ['http://127.0.0.1:5000', 'http://localhost:5000', 'http://[::1]:5000']) {
      expect(loadConfig({ DATA_DIR: dataDir(), ...safe, PUBLIC_URL })).toMatchObject({
        publicUrl: PUBLIC_URL,
        secureCookies: false,
        warnings: [],
      });
    }
  });

  it('turns rate limits off in production only for a load test, and says so at start', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ...safe, RATE_LIMITS: 'off', ALLOW_NO_RATE_LIMITS: 'true' });
    expect(config.rateLimits).toBe(false);
    expect(config.warnings).toEqual([
      expect.stringMatching(/^RATE_LIMITS=off \(ALLOW_NO_RATE_LIMITS=true\): .*no request limits/),
    ]);
    // The allowance alone changes nothing: the limits stay on.
    expect(loadConfig({ DATA_DIR: dataDir(), ...safe, ALLOW_NO_RATE_LIMITS: 'true' })).toMatchObject({
      rateLimits: true,
      warnings: [],
    });
  });

  it('sends email in production over TLS, to this machine, or in the clear only when asked to (and says so)', () => {
    const start = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...safe, ...env });
    for (const SMTP_URL of [
      'smtp://127.0.0.1:2525',
      'smtp://localhost:25',
      'smtp://[::1]:25',
      'smtp://user:secret@mail.shop.example.in:587?requireTLS=true',
    ]) {
      expect(start({ SMTP_URL })).toMatchObject({ mail: { smtpUrl: SMTP_URL }, warnings: [] });
    }
    const plain = start({ SMTP_URL: 'smtp://mail.shop.example.in:25', ALLOW_PLAIN_SMTP: 'true' });
    expect(plain.mail.smtpUrl).toBe('smtp://mail.shop.example.in:25');
    expect(plain.warnings).toEqual([
      expect.stringMatching(/^SMTP_URL is plain smtp:\/\/ to another machine \(ALLOW_PLAIN_SMTP=true\)/),
    ]);
  });

  it("takes PhonePe payments in production on PhonePe's production hosts, the token host defaulting to the payments one", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ...safe, PHONEPE_AUTH_URL: undefined });
    expect(config.payments.phonepe).toMatchObject({
      baseUrl: 'https://api.phonepe.com/apis/pg',
      authUrl: 'https://api.phonepe.com/apis/pg',
    });
    // The test host stays the sandbox's business: with the sandbox allowed, PHONEPE_BASE_URL is not read.
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        ...safe,
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        PHONEPE_BASE_URL: undefined,
      }).production,
    ).toBe(true);
  });

  it('asks admins for a second factor in production unless ALLOW_ADMIN_WITHOUT_2FA=true, never in development', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...safe }).admin.twoFactorRequired).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...safe, ALLOW_ADMIN_WITHOUT_2FA: 'true' }).admin.twoFactorRequired).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir() }).admin.twoFactorRequired).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ALLOW_ADMIN_WITHOUT_2FA: 'sure' })).toThrow(
      /^Invalid configuration: ALLOW_ADMIN_WITHOUT_2FA/,
    );
  });

  it('starts in development exactly as before', () => {
    const easy = {
      RATE_LIMITS: 'off',
      SMTP_URL: 'smtp://mail.shop.example.in:25',
      PUBLIC_URL: 'http://shop.test',
      ADMIN_PASSWORD: 'password123',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...easy })).toMatchObject({ production: false, rateLimits: false, warnings: [] });
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://shop@db/shop' });
    expect(config).toMatchObject({
      production: false,
      admin: { isDevDefault: true },
      corsOrigins: [],
      trustProxy: false,
      rateLimits: true,
    });
  });
});

describe('seller on tax invoices', () => {
  const seller = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).seller;

  it('uses an obviously fake demo seller in development', () => {
    expect(seller({})).toEqual({ ...DEMO_SELLER, isDemo: true });
    expect(DEMO_SELLER.legalName).toMatch(/not a real business/);
  });

  it('reads the real seller, its state in any case and its GSTIN in capitals', () => {
    expect(
      seller({
        SHOP_LEGAL_NAME: 'Voltcart Retail Private Limited',
        SHOP_ADDRESS: 'Andheri East, Mumbai 400069',
        SHOP_STATE: 'maharashtra',
        SHOP_GSTIN: '27aapfu0939f1zv',
      }),
    ).toEqual({
      legalName: 'Voltcart Retail Private Limited',
      address: 'Andheri East, Mumbai 400069',
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
      isDemo: false,
    });
  });

  it.each([
    [{ SHOP_STATE: 'Bombay' }, /^Invalid configuration: SHOP_STATE "Bombay" is not one of India's states/],
    [{ SHOP_GSTIN: '29ABCDE1234F1Z' }, /^Invalid configuration: SHOP_GSTIN must be a 15-character GSTIN/],
    [{ SHOP_GSTIN: '29ABCDE1234F0ZW' }, /^Invalid configuration: SHOP_GSTIN must be a 15-character GSTIN/],
    [{ SHOP_GSTIN: '29ABCDE1234F1XW' }, /^Invalid configuration: SHOP_GSTIN must be a 15-character GSTIN/],
    [{ SHOP_GSTIN: '29ABCDE1234F1ZX' }, /^Invalid configuration: SHOP_GSTIN has a wrong check character/],
    [
      { SHOP_STATE: 'Maharashtra', SHOP_GSTIN: '29ABCDE1234F1ZW' },
      /^Invalid configuration: SHOP_GSTIN starts with state code 29, but SHOP_STATE Maharashtra is 27$/,
    ],
  ])('stops with one line naming a bad seller setting (%o)', (env, message) => {
    expect(() => seller(env)).toThrow(message);
  });
});

describe('uploads store', () => {
  it('keeps images in DATA_DIR/uploads by default', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ uploads: { store: 'local' }, uploadsDir: path.join(dir, 'uploads') });
  });

  it('reads the S3 settings, path-style by default when an endpoint is set', () => {
    const s3 = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), UPLOADS_STORE: 's3', S3_BUCKET: 'shop-images', ...env }).uploads;
    expect(s3({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual({
      store: 's3',
      s3: {
        bucket: 'shop-images',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(s3({ S3_REGION: 'ap-south-1' })).toMatchObject({
      s3: { endpoint: undefined, region: 'ap-south-1', forcePathStyle: false },
    });
    expect(s3({ S3_ENDPOINT: 'https://s3.example.in', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      s3: { forcePathStyle: false },
    });
  });
});

describe('network settings', () => {
  it('reads CORS_ORIGINS as exact origins and refuses wildcards and null', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'https://m.shop.in, http://localhost:5173/' }).corsOrigins).toEqual([
      'https://m.shop.in',
      'http://localhost:5173',
    ]);
    for (const bad of ['*', 'null', 'https://shop.in/path', 'ftp://shop.in']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: bad })).toThrow(/^Invalid configuration: CORS_ORIGINS/);
    }
  });

  it('trusts no proxy by default, or a hop count, or listed addresses', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 127.0.0.1, ::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33']) {
      expect(() => trust(bad)).toThrow(/^Invalid configuration: TRUST_PROXY/);
    }
  });
});
