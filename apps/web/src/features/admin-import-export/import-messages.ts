import { errorText } from '../../lib/api';

/** The spec's prefix ('Import failed: ', 'Bulk export failed: ', …) plus the server's reason. */
export function failureText(prefix: string, error: unknown): string {
  return `${prefix}${errorText(error, 'the server did not say why.')}`;
}

export type Feedback = { kind: 'success' | 'error'; text: string };
