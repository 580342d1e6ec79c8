import path from 'node:path';
import { ConfigError } from '../../config/error';
import { loadStorageSettings, type StorageSettings } from '../../config/storage';
import { BackupError } from './backup-error';

/**
 * Runs `npm run backup -- <dir>` or `npm run restore -- <dir>`: the folder is taken relative to where npm was run
 * (npm itself runs scripts from the repository's root, where DATA_DIR's default `./data` is, as for `npm start`).
 * Exits 0 when done; 1 with the reason, in words, when not; 2 when the command line is wrong.
 */
export async function runCommand(
  usage: string,
  work: (storage: StorageSettings, dir: string, log: (line: string) => void) => Promise<string>,
): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(usage);
    process.exit(args[0] === '--help' || args[0] === '-h' ? 0 : 2);
  }
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
  try {
    const done = await work(loadStorageSettings(), dir, (line) => console.log(line));
    console.log(done);
    process.exit(0);
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else console.error('Stopped by an unexpected error:', error);
    process.exit(1);
  }
}

export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
