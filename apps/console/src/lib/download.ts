import { type Operation, type OperationInput, urlOf } from '@radiant/contract';
import { acceptLanguage } from './accept-language';
import { ApiError } from './api-error';
import { endSession, getAccessToken } from './session';

const FILENAME = /filename="([^"]+)"/;
const FULL_FILENAME = /filename\*=UTF-8''([^;]+)/;

/** The name a download is saved under: the server's in full (RFC 5987) where given, else its plain one. */
function filenameOf(disposition: string) {
  const full = FULL_FILENAME.exec(disposition)?.[1];
  if (full) {
    try {
      return decodeURIComponent(full);
    } catch {
      // A malformed full name: the plain one below.
    }
  }
  return FILENAME.exec(disposition)?.[1] ?? 'export';
}

/**
 * Fetches a file that an operation streams (an export), handing each chunk to `onChunk` as it arrives so that
 * the caller can show progress, then saves it under the name the server gives.
 */
export async function downloadFile<O extends Operation>(
  operation: O,
  input: OperationInput<O>,
  onChunk: (chunk: Uint8Array) => void,
): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(urlOf(operation, input as { query?: Record<string, unknown> }), {
    headers: { ...acceptLanguage(), ...(token && { Authorization: token }) },
  });
  if (!response.ok || !response.body) {
    if (response.status === 401) endSession();
    throw new ApiError(response.status, await response.json().catch(() => ({})));
  }
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    onChunk(read.value);
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined });
  saveFile(blob, filenameOf(response.headers.get('content-disposition') ?? ''));
}

/** Hands a file made in the browser (or fetched) to the browser's downloads under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.click();
  // The browser has taken the file by the next task.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
