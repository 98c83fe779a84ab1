import { ADMIN_ERROR_MAX_LENGTH } from '@tradehall/contracts';
import { ApiError } from '../../lib/api';

/** The text of a failed call: the server's answer when there is one, else the error's own message. */
function responseText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Role change and user creation errors (SPEC §8): the response text without tags, cut to 500 characters. */
export function adminErrorText(error: unknown): string {
  return responseText(error)
    .replace(/<[^>]*>/g, '')
    .trim()
    .slice(0, ADMIN_ERROR_MAX_LENGTH);
}

/** A load error is shown as it came. */
export const rawErrorText = responseText;

/** After a successful role change or creation the page reloads (SPEC §4). */
export function reloadPage(): void {
  window.location.reload();
}
