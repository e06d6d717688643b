import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real image of the given format, made on the fly. */
export const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 220, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A tiny, valid-looking PNG that declares a huge canvas: a decompression bomb if decoded. */
export function pixelFlood(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart form as a browser sends it. */
export function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('logo', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return data;
}
