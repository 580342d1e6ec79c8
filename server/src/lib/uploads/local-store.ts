import { existsSync, mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { uploadHeaders, UPLOADS_PREFIX, type UploadsStore } from './store';

/** Readable by the shop's user alone: the shop serves every upload itself, so no other user of the machine needs them. */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** Uploads as files under DATA_DIR/uploads (the embedded default). */
export function localUploadsStore(uploadsDir: string): UploadsStore {
  const fileOf = (key: string) => path.join(uploadsDir, ...key.split('/'));
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true, mode: FOLDER_MODE });
      await writeFile(fileOf(key), bytes, { mode: FILE_MODE });
    },
    async exists(key) {
      return existsSync(fileOf(key));
    },
    async serve(app) {
      mkdirSync(uploadsDir, { recursive: true, mode: FOLDER_MODE });
      await app.register(fastifyStatic, {
        root: uploadsDir,
        prefix: UPLOADS_PREFIX,
        decorateReply: false,
        immutable: true,
        maxAge: 365 * 24 * 60 * 60 * 1000,
        setHeaders(res, filePath) {
          for (const [name, value] of Object.entries(uploadHeaders(path.relative(uploadsDir, filePath))))
            res.setHeader(name, value);
        },
      });
    },
  };
}
