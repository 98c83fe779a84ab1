/** An error the API answers as `{error: message}` with `status`. Services throw these; the error handler sends them. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** For a 409 on a stale copy: the row as stored now, sent as `current`. */
    readonly current?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A save from a stale copy: 409 with the row as it is stored now, so the client can show what changed. */
export const staleCopy = (message: string, current: object | undefined) =>
  new HttpError(409, message, current === undefined ? undefined : { ...current });
export const tooManyRequests = (message: string) => new HttpError(429, message);
