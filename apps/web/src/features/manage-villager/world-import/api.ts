import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApplyWorldScanRequest,
  ApplyWorldScanResult,
  WorldScan,
  WorldScanProgress,
  type WorldScanReport,
  WorldScanState,
} from '@tradehall/contracts';
import { enchantmentKeys } from '../../../entities/enchantments';
import { serverKeys } from '../../../entities/servers';
import { ApiError, api } from '../../../lib/api';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';

/**
 * POST /api/servers/{server_id}/world-scans, multipart field `file`: the server scans the ZIP (writing no trades)
 * and answers the preview. Its 422 means a world of another game version, not a refused token. With
 * `progressToken` (a random UUID), the scan's progress can be read meanwhile (`scanProgress`).
 */
export function scanWorld(
  serverId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  options: { signal?: AbortSignal; progressToken?: string } = {},
): Promise<WorldScan> {
  return uploadWithProgress(`/servers/${serverId}/world-scans`, file, WorldScan, onProgress, {
    signal: options.signal,
    query: { progress: options.progressToken },
    tokenRefusedOn: [401],
  });
}

/**
 * GET /api/world-scan-progress/{token}: regions read of total of the scan sent with that token; null while the
 * server has recorded none (the scan has not started yet, or it failed).
 */
export async function scanProgress(token: string, signal?: AbortSignal): Promise<WorldScanProgress | null> {
  try {
    return await api.get(`/world-scan-progress/${token}`, WorldScanProgress, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface ApplyVariables {
  scanId: string;
  body: ApplyWorldScanRequest;
}

/**
 * POST /api/world-scans/{id}/apply. Afterwards every query of the server is stale (trades, towns and locations
 * on this screen, Search, Filter Trades…), and the enchantment list when unknown ones were added.
 */
export function useApplyWorldScan(serverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scanId, body }: ApplyVariables) =>
      api.post(`/world-scans/${scanId}/apply`, ApplyWorldScanResult, body),
    onSuccess: (_result, { body }) => {
      void queryClient.invalidateQueries({ queryKey: serverKeys.scope(serverId) });
      if (body.add_unknown_enchantments) {
        void queryClient.invalidateQueries({ queryKey: enchantmentKeys.all });
      }
    },
  });
}

/** GET /api/servers/{server_id}/world-scan-state: the last scan's chunk save times, so a rescan reads less. */
export function scanState(serverId: number, signal?: AbortSignal): Promise<WorldScanState> {
  return api.get(`/servers/${serverId}/world-scan-state`, WorldScanState, { signal });
}

/**
 * POST /api/servers/{server_id}/world-scans as JSON, gzipped (mostly chunk save times, it packs to a few per
 * cent): a world scanned in this browser (only what the preview needs); the server checks it and answers the
 * same preview as for a ZIP.
 */
export function sendScanReport(
  serverId: number,
  report: WorldScanReport,
  signal?: AbortSignal,
): Promise<WorldScan> {
  return api.post(`/servers/${serverId}/world-scans`, WorldScan, report, { signal, gzip: true });
}
