import { IMAGE_WIDTHS, imageVariantUrl, type ImageVariant } from '@voltcart/contract';
import type { Sharp, SharpOptions } from 'sharp';
import { AppError } from './errors';
import { newId } from './ids';
import type { UploadsStore } from './uploads';

/**
 * sharp (libvips, about 20 MB resident) and file-type load at the first image: a shop process mostly serves
 * answers and never makes one.
 */
let sharpModule: ReturnType<typeof loadSharp> | undefined;
const loadSharp = () => import('sharp');
export async function openImage(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  const { default: sharp } = await (sharpModule ??= loadSharp());
  return sharp(input, options);
}

const ACCEPTED_MIME = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** WebP quality per size: small images show artefacts sooner. */
const QUALITY: Record<ImageVariant, number> = { full: 82, medium: 80, thumb: 78 };

type StoredImage = { url: string; thumbUrl: string };

/**
 * Checks an upload by its bytes (never its name or declared type), re-encodes it to WebP at every size of
 * IMAGE_WIDTHS (full, medium, thumbnail), and puts both in the uploads store under `<folder>/`. Answers the public URLs.
 */
export async function storeUploadedImage(bytes: Buffer, uploads: UploadsStore, folder: string): Promise<StoredImage> {
  await assertImage(bytes);
  try {
    return await storeImage((await openImage(bytes, { limitInputPixels: 40_000_000 })).rotate(), uploads, folder);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unsupported_media', 'The image could not be read');
  }
}

/** Throws 415 unless the bytes are an image of an accepted kind; call it on every file before storing any. */
export async function assertImage(bytes: Buffer): Promise<void> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_MIME.has(type.mime)) {
    throw new AppError('unsupported_media', 'The file must be a JPEG, PNG or WebP image');
  }
}

/** Writes an image (an upload or one drawn at seed time) at every size, named by the contract's rule (`<id>.webp`, `<id>-medium.webp`, `<id>-thumb.webp`). */
export async function storeImage(image: Sharp, uploads: UploadsStore, folder: string): Promise<StoredImage> {
  const url = `/uploads/${folder}/${newId()}.webp`;
  const variants = Object.keys(IMAGE_WIDTHS) as ImageVariant[];
  // WebP effort 2 encodes about twice as fast as the default 4 for a few percent more bytes (seeding draws ~300 images).
  const encoded = await Promise.all(
    variants.map((variant) =>
      image
        .clone()
        .resize(IMAGE_WIDTHS[variant], IMAGE_WIDTHS[variant], { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: QUALITY[variant], effort: 2 })
        .toBuffer(),
    ),
  );
  await Promise.all(
    variants.map((variant, index) =>
      uploads.put(imageVariantUrl(url, variant).slice('/uploads/'.length), encoded[index]!, 'image/webp'),
    ),
  );
  return { url, thumbUrl: imageVariantUrl(url, 'thumb') };
}
