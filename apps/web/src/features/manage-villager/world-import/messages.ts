import { ApiError } from '../../../lib/api';

/** The import screen's texts. */
export const IMPORT_MESSAGES = {
  title: 'Import from world save',
  scanning: 'Scanning regions… (the server reads every region file; this can take a while for a large world)',
  unpacking: 'Unpacking the world…',
  scanProgress: (read: number, total: number) => `Scanning regions: ${read} of ${total}`,
  scanFailed: 'The world could not be scanned: ',
  folderHint:
    'Or choose the world folder itself (with level.dat and region/): this browser reads its region files and sends only the villagers found.',
  folderDrop: 'You can also drop the folder here.',
  dropFolder: 'Drop the world folder itself, not a file.',
  readingProgress: (read: number, total: number, file?: string) =>
    total === 0
      ? 'Reading level.dat…'
      : `Reading region files in this browser: ${read} of ${total}${file ? ` (${file})` : ''}`,
  sending: 'Sending the villagers found…',
  applyFailed: 'Nothing was written: ',
  fixSlots: 'Fix these slots first: ',
  applied: 'Applied. Search and Manage Villager now show the trades.',
} as const;

/** What to say when the server sent no message of its own (a proxy's page, a dropped connection). */
const FALLBACKS: Record<number, string> = {
  0: 'Could not reach the server.',
  400: 'The server refused the upload.',
  403: 'You may not import trades on this server.',
  404: 'This scan is gone: scans are kept for 24 hours. Scan the world again.',
  409: 'Trades changed since the scan. Scan the world again.',
  413: 'The ZIP is larger than the server accepts.',
  422: 'Only Minecraft 1.12 worlds can be scanned.',
};

/** The server's own message (400/403/409/413/422 name the problem), else a fallback for the status. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? FALLBACKS[error.status] ?? error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'The server did not say why.';
}
