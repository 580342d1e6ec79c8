import { runCommand } from './command-line';
import { restoreBackup } from './restore';

// npm run restore -- <dir>: into an empty DATA_DIR (and, for a PostgreSQL backup, the empty database of DATABASE_URL).
await runCommand(
  'usage: npm run restore -- <backup folder>   (DATA_DIR, and DATABASE_URL for a PostgreSQL backup, set to empty targets)',
  async (storage, dir, log) => {
    const manifest = await restoreBackup(storage, dir, log);
    const { orders, products, users } = manifest.counts;
    const lines = [
      `Restored the backup of ${manifest.createdAt} into ${storage.databaseUrl ? 'the database of DATABASE_URL and ' : ''}${storage.dataDir}: ` +
        `${orders} orders, ${products} products, ${users} users. Start the shop on it.`,
    ];
    if (!manifest.uploads.copied) lines.push(`Images were not in the backup: ${manifest.uploads.reason}`);
    if (manifest.sessionSecret === 'SESSION_SECRET in the environment')
      lines.push(
        'Start the shop with the same SESSION_SECRET as the one backed up: sessions and two-factor sign-in depend on it.',
      );
    return lines.join('\n');
  },
);
