import { LOGO_MAX_DIMENSION } from '@radiant/contract';
import sharp from 'sharp';
import { AppError, fieldError } from '../../errors.ts';
import { imageFormatOf } from '../../http/uploaded-images.ts';
import { t } from '../../messages/index.ts';

/** Stored logos are re-encoded to this bounding box: whatever else the upload carried is dropped. */
const STORED_SIZE = 256;

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', t('logoType'), { errors: [fieldError('logo', 'logoTypeField')] });
const unreadable = () =>
  new AppError('VALIDATION_ERROR', t('logoUnreadable'), { errors: [fieldError('logo', 'unreadableImage')] });

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
    throw new AppError('VALIDATION_ERROR', t('logoTooLarge', { width, height, max: LOGO_MAX_DIMENSION }), {
      errors: [fieldError('logo', 'logoTooLargeField')],
    });
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
