import { localUploadsStore } from './local-store';
import { s3UploadsStore } from './s3-store';
import type { UploadsSettings, UploadsStore } from './store';

export { UPLOADS_PREFIX, type UploadsSettings, type UploadsStore } from './store';

/** The store UPLOADS_STORE names: one per process, shared by whatever writes or serves images. */
export function createUploadsStore(settings: UploadsSettings, uploadsDir: string): UploadsStore {
  return settings.store === 's3' ? s3UploadsStore(settings.s3) : localUploadsStore(uploadsDir);
}
