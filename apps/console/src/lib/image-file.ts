import { LOGO_MAX_BYTES, LOGO_TYPES } from '@radiant/contract';

export type ImageFileProblem = 'type' | 'size' | 'empty';

/** Why a chosen file cannot be a logo, or undefined when it can; the server checks the content again. */
export function logoFileProblem(file: { type: string; size: number }): ImageFileProblem | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return undefined;
}

/** "1.4 MB", "320 KB": file sizes in the units people read. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
