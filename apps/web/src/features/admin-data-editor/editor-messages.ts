import { ApiError } from '../../lib/api';

/** The spec's message, then the server's reason when it gave one. */
export function withReason(message: string, error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return `${message} ${error.serverMessage}`;
  return message;
}

export type Feedback = { kind: 'success' | 'error'; text: string };
