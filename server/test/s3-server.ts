import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/lib/uploads/store';

export type S3Server = {
  settings: S3Settings;
  /** The same settings as the shop's environment (UPLOADS_STORE=s3 and S3_*). */
  env: Record<string, string>;
  close: () => Promise<void>;
};

const BUCKET = 'voltcart';

/** A real S3-compatible server (s3rver) on loopback with one empty bucket, its objects in a temporary folder. */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'voltcart-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    env: {
      UPLOADS_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      // The SDK keeps connections alive; close would wait for them.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
