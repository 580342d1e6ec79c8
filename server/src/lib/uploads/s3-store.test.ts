import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../../test/s3-server';
import { pngBytes } from '../../../test/test-app';
import { s3UploadsStore } from './s3-store';
import type { UploadsStore } from './store';

// The S3 store against a real S3-compatible server (s3rver) on loopback.

let s3: S3Server;
let store: UploadsStore;
let app: FastifyInstance;

beforeAll(async () => {
  s3 = await startS3Server();
  store = s3UploadsStore(s3.settings);
  app = Fastify({ logger: false });
  await store.serve(app);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

describe('uploads in S3-compatible storage', () => {
  it('puts an image and knows it is there; a key never put is not', async () => {
    await store.put('products/stored.png', await pngBytes(), 'image/png');
    expect(await store.exists('products/stored.png')).toBe(true);
    expect(await store.exists('products/never-put.png')).toBe(false);
  });

  it('serves a stored image at its /uploads/ URL with the long cache and image-only headers', async () => {
    const bytes = await pngBytes(32, 32);
    await store.put('avatars/served.png', bytes, 'image/png');
    const answer = await app.inject({ method: 'GET', url: '/uploads/avatars/served.png' });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(bytes)).toBe(true);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-disposition']).toBe('inline; filename="served.png"');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
  });

  it('answers a missing image, or a path that is no key, 404 in the envelope', async () => {
    for (const url of ['/uploads/products/missing.webp', '/uploads/..%2Fsecret', '/uploads/']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, error: true, message: 'No such image' });
    }
  });
});
