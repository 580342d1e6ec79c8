import { takeBackup } from './backup';
import { megabytes, runCommand } from './command-line';

// npm run backup -- <dir>: with the shop's own environment (DATA_DIR, DATABASE_URL, UPLOADS_STORE), while it runs.
await runCommand(
  "usage: npm run backup -- <new or empty folder>   (with the shop's DATA_DIR, DATABASE_URL and UPLOADS_STORE set as it runs)",
  async (storage, dir, log) => {
    const manifest = await takeBackup(storage, dir, log);
    const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    const { orders, products, users } = manifest.counts;
    const lines = [
      `Backed up to ${dir}: ${orders} orders, ${products} products, ${users} users; ${manifest.files.length} files, ${megabytes(bytes)}.`,
    ];
    if (!manifest.uploads.copied) lines.push(`Images not copied: ${manifest.uploads.reason}`);
    if (manifest.sessionSecret === 'SESSION_SECRET in the environment')
      lines.push(
        'The session secret is SESSION_SECRET in the environment: keep it with the backup (a restored shop needs the same value).',
      );
    return lines.join('\n');
  },
);
