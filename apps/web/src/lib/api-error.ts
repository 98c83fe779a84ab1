import { statusText } from './http-status-text';

/** An answer of the API that was not a success, or a request that never reached it (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** What the answer's body says: its `error`, else `detail`, else `message` (see messageFromBody). */
  readonly serverMessage: string | null;
  /** The HTTP status text of an error answer ('Service Unavailable'); null when there was no answer. */
  readonly statusText: string | null;

  constructor(
    status: number,
    serverMessage: string | null,
    fallback: string,
    statusText: string | null = null,
  ) {
    super(serverMessage ?? statusText ?? fallback);
    this.status = status;
    this.serverMessage = serverMessage;
    this.statusText = statusText;
  }
}

/**
 * The message an error answer's body carries: its `error` (this API's field), else `detail`, else `message`
 * (what proxies and other frameworks send); only non-empty strings count.
 */
export function messageFromBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields: Record<string, unknown> = { ...body };
  for (const field of ['error', 'detail', 'message']) {
    const value = fields[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/** An ApiError for a non-2xx answer whose body was `text`, following messageFromBody and the status text. */
export function errorFromAnswer(status: number, sentStatusText: string, text: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, an empty body): the status text says what happened.
  }
  return new ApiError(
    status,
    messageFromBody(body),
    `Request failed with status ${status}.`,
    statusText(status, sentStatusText),
  );
}

/**
 * The text to show for a failed call: the server's message (messageFromBody), else the HTTP status text, else
 * the error's message when the failure is not an answer of the API, else `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.statusText ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
