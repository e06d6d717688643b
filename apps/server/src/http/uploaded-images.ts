// What an uploaded image is, judged by its first bytes (never its name or declared type): logos and case
// attachments take PNG, JPEG and WebP.

const SIGNATURES = [
  {
    format: 'png',
    matches: (data: Buffer) => data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { format: 'jpeg', matches: (data: Buffer) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff },
  {
    format: 'webp',
    matches: (data: Buffer) =>
      data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP',
  },
] as const;

export type ImageFormat = (typeof SIGNATURES)[number]['format'];

/** The image format the bytes begin with; undefined for anything else. */
export const imageFormatOf = (data: Buffer): ImageFormat | undefined =>
  SIGNATURES.find((candidate) => candidate.matches(data))?.format;
