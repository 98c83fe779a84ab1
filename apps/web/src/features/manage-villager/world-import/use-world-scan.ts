import { useQuery } from '@tanstack/react-query';
import type { WorldScan, WorldScanProgress } from '@tradehall/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { randomUuid } from '../../../lib/random-uuid';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { scanProgress, scanWorld } from './api';

export type ScanState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  /** `progress`: how far the server got, when it has said (regions read of total). */
  | { phase: 'scanning'; progress?: WorldScanProgress }
  | { phase: 'failed'; error: unknown }
  | { phase: 'done'; scan: WorldScan };

/** How often the scan's progress is asked for while the server scans. */
export const PROGRESS_POLL_MS = 500;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The scan's progress under `token` while the server scans (`token` null: not scanning): asked every 500 ms,
 * whichever server copy answers (the server keeps it in the database). Null while the server has recorded none.
 */
function useScanProgress(token: string | null) {
  return useQuery({
    queryKey: ['world-scan-progress', token],
    queryFn: ({ signal }) => scanProgress(token!, signal),
    enabled: token !== null,
    refetchInterval: PROGRESS_POLL_MS,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  }).data;
}

/**
 * The upload and scan of one world ZIP: progress while uploading, then the server's scan progress (regions read
 * of total, polled under a random token sent with the upload), then the preview.
 */
export function useWorldScan(serverId: number) {
  const [state, setState] = useState<ScanState>({ phase: 'idle' });
  const [token, setToken] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const progress = useScanProgress(state.phase === 'scanning' ? token : null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const progressToken = randomUuid();
      setToken(progressToken);
      const onProgress = (upload: UploadProgress) => {
        if (current.signal.aborted) return;
        setState(
          upload.phase === 'uploading'
            ? { phase: 'uploading', percent: upload.percent }
            : { phase: 'scanning' },
        );
      };
      try {
        const scan = await scanWorld(serverId, file, onProgress, { signal: current.signal, progressToken });
        setState({ phase: 'done', scan });
      } catch (error) {
        if (!isAbort(error)) setState({ phase: 'failed', error });
      }
    },
    [serverId],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  const shown: ScanState = state.phase === 'scanning' && progress ? { ...state, progress } : state;
  return { state: shown, start, cancel };
}
