import type { z } from 'zod';
import { ApiError, buildUrl, errorFromAnswer, type QueryParams, withWriteRetries } from './api';
import { randomUuid } from './random-uuid';
import { clearToken, getToken } from './token-store';

/** The upload's bytes going out (percent), then the server working on them (no progress of its own). */
export type UploadProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' };

export interface UploadOptions {
  /** Aborting rejects with a DOMException named AbortError, as fetch does. */
  signal?: AbortSignal;
  /** Query parameters of the POST (as the API client's; null and undefined are left out). */
  query?: QueryParams;
  /**
   * Statuses that mean the token was refused, so it is cleared (the API client's rule: 401 and 422). An endpoint
   * that answers 422 for its own reasons (a world of another game version) passes `[401]`.
   */
  tokenRefusedOn?: readonly number[];
  /**
   * An import the server may have carried out when the connection broke: sent with an Idempotency-Key, and sent
   * again with the same key after a lost connection or a gateway error (api.ts withWriteRetries).
   */
  idempotent?: boolean;
}

const TOKEN_REFUSED = [401, 422] as const;

/**
 * A multipart upload (field `file`) that reports upload progress, which fetch cannot: XMLHttpRequest with the
 * same rules as the API client (Bearer token; 401/422 clears the token, which sends the app to /login; the
 * answer is checked against `schema`; failures reject with an ApiError carrying the server's message and the status text).
 */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  schema: z.ZodType<T>,
  onProgress: (progress: UploadProgress) => void,
  options: UploadOptions = {},
): Promise<T> {
  if (!options.idempotent) return uploadOnce(path, file, schema, onProgress, options, undefined);
  const key = randomUuid();
  return withWriteRetries(() => uploadOnce(path, file, schema, onProgress, options, key));
}

function uploadOnce<T>(
  path: string,
  file: File,
  schema: z.ZodType<T>,
  onProgress: (progress: UploadProgress) => void,
  options: UploadOptions,
  idempotencyKey: string | undefined,
): Promise<T> {
  const { signal, query } = options;
  // A keyed upload's 422 is the key's, not the token's.
  const tokenRefusedOn = options.tokenRefusedOn ?? (idempotencyKey ? [401] : TOKEN_REFUSED);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const token = getToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress({ phase: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onProgress({ phase: 'processing' });
    xhr.onerror = () => reject(new ApiError(0, null, 'Could not reach the server.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      if (tokenRefusedOn.includes(xhr.status) && token !== null && getToken() === token)
        clearToken('rejected');
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromAnswer(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(schema.parse(JSON.parse(xhr.responseText)));
      } catch {
        reject(new ApiError(xhr.status, null, 'The server sent an unexpected answer.'));
      }
    };
    const form = new FormData();
    form.append('file', file);
    onProgress({ phase: 'uploading', percent: 0 });
    xhr.send(form);
  });
}
