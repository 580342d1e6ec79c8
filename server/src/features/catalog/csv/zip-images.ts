import { unzipSync } from 'fflate';
import { AppError } from '../../../lib/errors';

/** The most files an images zip may hold, and the most bytes they may come to unpacked. */
const MAX_FILES = 2000;
const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;

/**
 * The files of an images zip by their name (the last part of the path, as the spreadsheet names them); folders and
 * the Mac's `__MACOSX` leftovers are skipped. Sizes are checked from the zip's own directory before anything is
 * unpacked, so a zip bomb is refused without inflating it.
 */
export function readImagesZip(bytes: Buffer): Map<string, Buffer> {
  let count = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/') || file.name.startsWith('__MACOSX/')) return false;
        count += 1;
        unpacked += file.originalSize;
        if (count > MAX_FILES || unpacked > MAX_UNPACKED_BYTES) {
          throw new AppError('invalid_data', `The images zip is too large: at most ${MAX_FILES} files and 512 MB unpacked`);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_data', 'The images file is not a zip that can be read');
  }
  const byName = new Map<string, Buffer>();
  for (const [path, data] of Object.entries(files)) byName.set(path.split('/').pop()!, Buffer.from(data));
  return byName;
}
