import { authHeaders, type Envelope, settle } from './api-client';

/** Upload progress from 0 to 100. */
export type OnProgress = (percent: number) => void;

/**
 * Sends a multipart form. `fetch` reports no upload progress, so this uses XMLHttpRequest and reports the
 * share of the body sent so far; it answers like `api` does (an envelope, or an `ApiError`).
 */
export function sendForm<T>(path: string, form: FormData, onProgress?: OnProgress): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      try {
        resolve(settle<T>(request.status, request.response));
      } catch (error) {
        reject(error);
      }
    });
    // Like a failed fetch: no answer at all, which the toast words as an unreachable server.
    request.addEventListener('error', () => reject(new TypeError('The upload did not reach the server.')));
    request.send(form);
  });
}
