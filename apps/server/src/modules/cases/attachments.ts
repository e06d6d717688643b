import { createHash } from 'node:crypto';
import { CASE_ATTACHMENT_MAX_BYTES, type CaseAttachmentType } from '@radiant/contract';
import sharp from 'sharp';
import { AppError, fieldError } from '../../errors.ts';
import { imageFormatOf } from '../../http/uploaded-images.ts';
import { type MessageKey, t } from '../../messages/index.ts';

// A case's attachment as it is kept: judged by its content, never its name; a photo re-encoded so that nothing
// of the upload but its pixels survives (no script, metadata or polyglot), a PDF kept as sent.

/** A photo is kept at most this many pixels on its long side: enough to see mould on a wall. */
const PHOTO_SIZE = 2560;
/** Photos larger than this in pixels are refused before they are decoded. */
const MAX_PIXELS = 12_000 * 12_000;

const FIELD = 'content_base64';
const refused = (
  code: 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_ERROR',
  description: MessageKey,
  message: MessageKey,
  params?: Parameters<typeof t>[1],
) => new AppError(code, t(description), { errors: [fieldError(FIELD, message, params)] });
const unsupported = () => refused('UNSUPPORTED_MEDIA_TYPE', 'attachmentType', 'attachmentTypeField');
const unreadable = () => refused('VALIDATION_ERROR', 'photoUnreadable', 'unreadableImage');

/** A name without folders or control characters, ending as the kept file does. */
function keptName(name: string, extension: string) {
  const base = (name.split(/[\\/]/).at(-1) ?? '')
    .replace(/\p{Cc}/gu, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  return `${(base || 'attachment').slice(0, 190)}.${extension}`;
}

async function reencodedPhoto(upload: Buffer, format: string) {
  const options = { failOn: 'error', limitInputPixels: MAX_PIXELS } as const;
  const metadata = await sharp(upload, options)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (metadata.format !== format) throw unsupported();
  return sharp(upload, options)
    .rotate()
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
}

export interface CheckedAttachment {
  name: string;
  mediaType: CaseAttachmentType;
  content: Buffer;
  sizeBytes: number;
  sha256: string;
}

/** An upload (base64) checked and made ready to keep, or a 400/415 naming `content_base64`. */
export async function checkAttachment(name: string, base64: string): Promise<CheckedAttachment> {
  const upload = Buffer.from(base64, 'base64');
  if (upload.length === 0) throw refused('VALIDATION_ERROR', 'attachmentEmpty', 'attachmentEmptyField');
  if (upload.length > CASE_ATTACHMENT_MAX_BYTES) {
    throw refused('VALIDATION_ERROR', 'attachmentTooLarge', 'attachmentTooLargeField', {
      megabytes: CASE_ATTACHMENT_MAX_BYTES / 1024 / 1024,
    });
  }
  const sha256 = createHash('sha256').update(upload).digest('hex');
  if (upload.subarray(0, 5).toString('latin1') === '%PDF-') {
    const content = upload;
    return {
      name: keptName(name, 'pdf'),
      mediaType: 'application/pdf',
      content,
      sizeBytes: content.length,
      sha256,
    };
  }
  const format = imageFormatOf(upload);
  if (!format) throw unsupported();
  const content = await reencodedPhoto(upload, format);
  return { name: keptName(name, 'jpg'), mediaType: 'image/jpeg', content, sizeBytes: content.length, sha256 };
}
