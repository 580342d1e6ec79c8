import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageVariantUrl } from '@voltcart/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pngBytes, type TestApp } from '../../test/test-app';
import { storeUploadedImage } from './images';
import { localUploadsStore } from './uploads/local-store';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => {
  await shop.close();
});

const get = (url: string) => shop.app.inject({ method: 'GET', url });

describe('stored image sizes', () => {
  it('stores an upload at 1200, 800 and 400 px, each served at the URL the contract names', async () => {
    const { url } = await storeUploadedImage(await pngBytes(1600, 1600), localUploadsStore(shop.config.uploadsDir), 'products');
    for (const [variant, width] of [
      ['full', 1200],
      ['medium', 800],
      ['thumb', 400],
    ] as const) {
      const answer = await get(imageVariantUrl(url, variant));
      expect(answer.statusCode, variant).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect((await sharp(answer.rawPayload).metadata()).width, variant).toBe(width);
    }
  });

  it('answers the medium size of an image stored before it existed with a redirect to the full image', async () => {
    // An image stored before the medium size existed: full and thumbnail only.
    const folder = path.join(shop.config.uploadsDir, 'products');
    mkdirSync(folder, { recursive: true });
    const webp = await sharp(await pngBytes(1200, 1200))
      .webp()
      .toBuffer();
    writeFileSync(path.join(folder, 'older.webp'), webp);
    writeFileSync(path.join(folder, 'older-thumb.webp'), webp);

    const medium = await get('/uploads/products/older-medium.webp');
    expect(medium.statusCode).toBe(302);
    expect(medium.headers.location).toBe('/uploads/products/older.webp');
    expect((await get(medium.headers.location as string)).statusCode).toBe(200);
  });

  it('leads the medium size of an image that does not exist at all to a 404', async () => {
    const answer = await get('/uploads/products/nothing-here-medium.webp');
    expect(answer.statusCode).toBe(302);
    expect((await get(answer.headers.location as string)).statusCode).toBe(404);
  });
});
