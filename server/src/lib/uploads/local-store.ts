import { existsSync, mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { uploadHeaders, UPLOADS_PREFIX, type UploadsStore } from './store';

/** Uploads as files under DATA_DIR/uploads (the embedded default). */
export function localUploadsStore(uploadsDir: string): UploadsStore {
  const fileOf = (key: string) => path.join(uploadsDir, ...key.split('/'));
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes);
    },
    async exists(key) {
      return existsSync(fileOf(key));
    },
    async serve(app) {
      mkdirSync(uploadsDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: uploadsDir,
        prefix: UPLOADS_PREFIX,
        decorateReply: false,
        immutable: true,
        maxAge: 365 * 24 * 60 * 60 * 1000,
        setHeaders(res, filePath) {
          for (const [name, value] of Object.entries(uploadHeaders(path.relative(uploadsDir, filePath)))) res.setHeader(name, value);
        },
      });
    },
  };
}
