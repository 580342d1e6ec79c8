import path from 'node:path';
import { ConfigError } from './error';
import { ConfigSchema } from './schema';

/** The file a shop without SESSION_SECRET keeps its generated secret in, inside DATA_DIR. */
export const SESSION_SECRET_FILE = 'session-secret';

/** The folder of DATA_DIR a local uploads store keeps its images in. */
export const UPLOADS_FOLDER = 'uploads';

/** Where a shop keeps what it holds: the database, the images and the session secret. */
export type StorageSettings = {
  dataDir: string;
  databaseUrl: string | undefined;
  uploads: { store: 'local'; dir: string } | { store: 's3'; bucket: string };
  /** SESSION_SECRET is set: the secret lives in the environment, not in DATA_DIR. */
  sessionSecretInEnvironment: boolean;
};

const StorageVars = ConfigSchema.pick({
  DATA_DIR: true,
  DATABASE_URL: true,
  UPLOADS_STORE: true,
  S3_BUCKET: true,
  SESSION_SECRET: true,
});

/**
 * The storage part of the configuration, for the backup and restore commands: read as loadConfig reads it (the same
 * variables, resolved against the same working directory), without its other checks or its side effects (it makes no
 * session secret in DATA_DIR, which must stay empty for a restore).
 */
export function loadStorageSettings(env: NodeJS.ProcessEnv = process.env): StorageSettings {
  const parsed = StorageVars.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  if (vars.UPLOADS_STORE === 's3' && !vars.S3_BUCKET)
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when UPLOADS_STORE=s3');
  return {
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    uploads:
      vars.UPLOADS_STORE === 's3'
        ? { store: 's3', bucket: vars.S3_BUCKET! }
        : { store: 'local', dir: path.join(dataDir, UPLOADS_FOLDER) },
    sessionSecretInEnvironment: vars.SESSION_SECRET !== undefined,
  };
}
