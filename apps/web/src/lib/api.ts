import { API_BASE } from '@tradehall/contracts';
import type { z } from 'zod';
import { ApiError, errorFromAnswer } from './api-error';
import { randomUuid } from './random-uuid';
import { clearToken, getToken } from './token-store';

export { ApiError, errorFromAnswer, errorText, messageFromBody } from './api-error';

/** Where the login screen lives; a 401 there is a failed sign-in, not an expired session. */
export const LOGIN_PATH = '/login';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
/** Query parameters; `null` and `undefined` values are left out. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
}

export interface WriteOptions extends RequestOptions {
  /**
   * The write may be retried: it goes with an Idempotency-Key header (a new key per call), and a connection lost
   * or a 502/503/504 on the way sends it again with the same key, so the server carries it out once.
   */
  idempotent?: boolean;
  /**
   * The JSON goes gzipped (Content-Encoding: gzip), where the browser has CompressionStream; only for routes
   * that take it (the world scan report).
   */
  gzip?: boolean;
}

/** How often an idempotent write is sent again after a lost connection or a gateway error, and after how long. */
export const WRITE_RETRY_DELAYS_MS = [300, 1000] as const;
const RETRIED_STATUSES = new Set([0, 502, 503, 504]);

type UnauthorizedHandler = (from: string) => void;

let onUnauthorized: UnauthorizedHandler = (from) => {
  window.location.assign(`${LOGIN_PATH}?next=${encodeURIComponent(from)}`);
};

/** The app registers its router here so a rejected token leads to /login without a page reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function handleUnauthorized(sentToken: string | null): void {
  // A request made with a token that has since been replaced (e.g. by a password change) says nothing
  // about the current token.
  if (sentToken !== null && getToken() !== sentToken) return;
  clearToken('rejected');
  const { pathname, search, hash } = window.location;
  if (pathname !== LOGIN_PATH) onUnauthorized(`${pathname}${search}${hash}`);
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const queryString = params.toString();
  return `${API_BASE}${path}${queryString ? `?${queryString}` : ''}`;
}

interface SendInit extends RequestOptions {
  json?: unknown;
  gzip?: boolean;
  form?: FormData;
  idempotencyKey?: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The body broke off: the status alone says what happened.
  }
  return errorFromAnswer(response.status, response.statusText, text);
}

async function send(method: string, path: string, init: SendInit, accept: string): Promise<Response> {
  const token = getToken();
  const headers = new Headers({ Accept: accept });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.idempotencyKey) headers.set('Idempotency-Key', init.idempotencyKey);
  let body: BodyInit | undefined;
  if (init.form) {
    body = init.form;
  } else if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
    if (init.gzip && typeof CompressionStream === 'function') {
      body = await gzip(body);
      headers.set('Content-Encoding', 'gzip');
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.query), { method, headers, body, signal: init.signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, null, 'Could not reach the server.');
  }
  // 422 is a malformed Authorization header, except on a keyed write (a key sent with another request).
  if (response.status === 401 || (response.status === 422 && !init.idempotencyKey)) handleUnauthorized(token);
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

const JSON_TYPE = 'application/json';

async function gzip(text: string): Promise<ArrayBuffer> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}

/** Runs a keyed write, again after a lost connection or a gateway error (the same key: see WriteOptions). */
export async function withWriteRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (const delay of WRITE_RETRY_DELAYS_MS) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError) || !RETRIED_STATUSES.has(error.status)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return attempt();
}

/**
 * The zod schema an answer is checked against, or a loader of it: the calls the first screen makes (login,
 * the session) load their schemas, and zod with them, only when an answer arrives.
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** Sends the request and, at the same time, loads a lazy schema. */
async function sendChecked<T>(
  method: string,
  path: string,
  init: SendInit,
  schema: ResponseSchema<T>,
): Promise<T> {
  const [response, check] = await Promise.all([
    send(method, path, init, JSON_TYPE),
    typeof schema === 'function' ? schema() : schema,
  ]);
  return parseJson(response, check);
}

async function parseJson<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(response.status, null, 'The server sent an unreadable answer.');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${response.url}`, parsed.error.issues);
    throw new ApiError(response.status, null, 'The server sent an unexpected answer.');
  }
  return parsed.data;
}

function filenameFrom(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * The one API client: paths are relative to /api, the stored token goes along as a Bearer header, answers
 * are checked against a zod schema. A 401 or 422 removes the token and sends the browser to /login, and the
 * promise still rejects with the ApiError.
 */
export const api = {
  get<T>(path: string, schema: ResponseSchema<T>, options: RequestOptions = {}): Promise<T> {
    return sendChecked('GET', path, options, schema);
  },
  post<T>(path: string, schema: ResponseSchema<T>, body?: unknown, options: WriteOptions = {}): Promise<T> {
    const { idempotent, ...rest } = options;
    if (!idempotent) return sendChecked('POST', path, { ...rest, json: body }, schema);
    const idempotencyKey = randomUuid();
    return withWriteRetries(() => sendChecked('POST', path, { ...rest, json: body, idempotencyKey }, schema));
  },
  put<T>(path: string, schema: ResponseSchema<T>, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return sendChecked('PUT', path, { ...options, json: body }, schema);
  },
  delete<T>(path: string, schema: ResponseSchema<T>, options: RequestOptions = {}): Promise<T> {
    return sendChecked('DELETE', path, options, schema);
  },
  /** A check that the API answers at all: resolves to the status of any 2xx, rejects like every other call. */
  async ping(path: string, options: RequestOptions = {}): Promise<number> {
    return (await send('GET', path, options, JSON_TYPE)).status;
  },
  /** A file download (CSV, ZIP) with the name the server suggests in Content-Disposition. */
  async getBlob(
    path: string,
    options: RequestOptions = {},
  ): Promise<{ blob: Blob; filename: string | null }> {
    const response = await send('GET', path, options, '*/*');
    return { blob: await response.blob(), filename: filenameFrom(response) };
  },
  /** A multipart upload (e.g. field `file`); the browser sets the multipart boundary. */
  postForm<T>(
    path: string,
    schema: ResponseSchema<T>,
    form: FormData,
    options: RequestOptions = {},
  ): Promise<T> {
    return sendChecked('POST', path, { ...options, form }, schema);
  },
};
