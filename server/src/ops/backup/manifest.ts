import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BackupError } from './backup-error';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'voltcart-backup/1';

/** A file of the backup, by its path inside the backup folder (forward slashes). */
const BackupFile = z.object({
  path: z
    .string()
    .min(1)
    .refine((name) => !path.isAbsolute(name) && !name.split('/').some((part) => part === '..' || part === ''), {
      message: 'must be a plain path inside the backup',
    }),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupFile = z.infer<typeof BackupFile>;

export const ShopFacts = z.object({
  migrations: z.array(z.string()),
  counts: z.object({ orders: z.number().int(), products: z.number().int(), users: z.number().int() }),
});
export type ShopFacts = z.infer<typeof ShopFacts>;

const Manifest = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.string(),
  shop: z.object({ version: z.string(), commit: z.string().nullable() }),
  engine: z.enum(['sqlite', 'postgres']),
  /** How the database was copied: SQLite's online backup, or pg_dump with its version. */
  databaseCopy: z.string(),
  /** The database's file in the backup. */
  databaseFile: z.string(),
  ...ShopFacts.shape,
  uploads: z.union([
    z.object({ store: z.literal('local'), copied: z.literal(true), files: z.number().int() }),
    z.object({ store: z.literal('s3'), copied: z.literal(false), bucket: z.string(), reason: z.string() }),
  ]),
  /** Where the restored shop's session secret comes from: the backup's copy of DATA_DIR's, or SESSION_SECRET (none: the shop had made none). */
  sessionSecret: z.enum(['in the backup', 'SESSION_SECRET in the environment', 'none']),
  files: z.array(BackupFile),
});
export type Manifest = z.infer<typeof Manifest>;

/** The size and SHA-256 of a file of the backup, read from disk. */
export async function describeFile(backupDir: string, name: string): Promise<BackupFile> {
  const file = path.join(backupDir, ...name.split('/'));
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { path: name, bytes: statSync(file).size, sha256: hash.digest('hex') };
}

/** Written last, through a rename: a backup folder with a manifest is a finished backup. */
export function writeManifest(backupDir: string, manifest: Manifest): void {
  const finished = path.join(backupDir, MANIFEST_FILE);
  const partial = `${finished}.partial`;
  writeFileSync(partial, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, finished);
}

export function readManifest(backupDir: string): Manifest {
  const file = path.join(backupDir, MANIFEST_FILE);
  if (!existsSync(file))
    throw new BackupError(`${backupDir} has no ${MANIFEST_FILE}: it is not a finished Voltcart backup (or the folder is wrong).`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged.`);
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupError(`${file} is not a Voltcart backup manifest (${issue.path.join('.') || 'format'}: ${issue.message}).`);
  }
  return parsed.data;
}

/** Checks every file the manifest lists against its size and checksum before anything is restored. */
export async function verifyFiles(backupDir: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  for (const listed of manifest.files) {
    const file = path.join(backupDir, ...listed.path.split('/'));
    if (!existsSync(file)) {
      problems.push(`${listed.path} is missing`);
      continue;
    }
    const found = await describeFile(backupDir, listed.path);
    if (found.bytes !== listed.bytes) problems.push(`${listed.path} has ${found.bytes} bytes, the manifest says ${listed.bytes}`);
    else if (found.sha256 !== listed.sha256) problems.push(`${listed.path} does not match its SHA-256`);
  }
  if (!manifest.files.some((listed) => listed.path === manifest.databaseFile))
    problems.push(`the database file ${manifest.databaseFile} is not listed`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('; ');
    const more = problems.length > 10 ? `; and ${problems.length - 10} more` : '';
    throw new BackupError(`The backup in ${backupDir} does not match its manifest, so nothing was restored: ${shown}${more}.`);
  }
}
