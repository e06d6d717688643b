import { LOGO_MAX_DIMENSION } from '@radiant/contract';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import { imageFormatOf } from '../../http/uploaded-images.ts';

/** Stored logos are re-encoded to this bounding box: whatever else the upload carried is dropped. */
const STORED_SIZE = 256;

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'The logo must be a PNG, JPEG or WebP image.', {
    errors: [{ path: 'logo', message: 'Only PNG, JPEG and WebP images are accepted.' }],
  });
const unreadable = () =>
  new AppError('VALIDATION_ERROR', 'The logo could not be read as an image; the file may be damaged.', {
    errors: [{ path: 'logo', message: 'The file is not a readable image.' }],
  });

/**
 * Judges an upload by its content (never its name or declared type), bounds its pixel size before decoding
 * it, and re-encodes it as a small WebP, so that no script, metadata or polyglot payload survives.
 */
export async function processLogo(upload: Buffer): Promise<{ data: Buffer; type: 'image/webp' }> {
  if (upload.length === 0) throw unreadable();
  const sniffed = imageFormatOf(upload);
  if (!sniffed) throw unsupported();
  const options = { failOn: 'error', limitInputPixels: LOGO_MAX_DIMENSION * LOGO_MAX_DIMENSION } as const;
  const metadata = await sharp(upload, options)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (metadata.format !== sniffed) throw unsupported();
  const { width = 0, height = 0 } = metadata;
  if (width > LOGO_MAX_DIMENSION || height > LOGO_MAX_DIMENSION) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The logo is ${width}×${height} pixels; at most ${LOGO_MAX_DIMENSION}×${LOGO_MAX_DIMENSION} are accepted.`,
      { errors: [{ path: 'logo', message: 'The image is too large in pixels.' }] },
    );
  }
  const data = await sharp(upload, options)
    .rotate()
    .resize(STORED_SIZE, STORED_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 88 })
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
  return { data, type: 'image/webp' };
}
