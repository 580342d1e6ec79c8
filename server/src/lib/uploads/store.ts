import type { FastifyInstance } from 'fastify';

/**
 * Where uploaded and drawn images live, under keys like `products/<id>.webp` served at `/uploads/<key>`:
 * a folder of DATA_DIR by default, S3-compatible object storage (UPLOADS_STORE=s3) when several processes
 * or machines serve the shop.
 */
export interface UploadsStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Registers `GET /uploads/*` with the long cache headers images get (every key is a fresh id). */
  serve(app: FastifyInstance): Promise<void>;
}

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** UPLOADS_STORE and its S3_* settings; a local store keeps its files in DATA_DIR/uploads. */
export type UploadsSettings = { store: 'local' } | { store: 's3'; s3: S3Settings };

export const UPLOADS_PREFIX = '/uploads/';
export const IMMUTABLE_YEAR = 'public, max-age=31536000, immutable';

/** What every served upload carries: it is only ever an image, never a page that could run script here. */
export function uploadHeaders(key: string): Record<string, string> {
  return {
    'content-disposition': `inline; filename="${key.split('/').pop()}"`,
    'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
  };
}

/** `/uploads/products/x.webp` → `products/x.webp`; undefined for anything that is not a plain key. */
export function keyOfUrl(url: string): string | undefined {
  const key = url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length).split('?')[0]! : undefined;
  return key && /^[\w-]+(\/[\w.-]+)+$/.test(key) && !key.includes('..') ? key : undefined;
}
