import type { WorldScan } from '@tradehall/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { scanWorld } from './api';

export type ScanState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'scanning' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'done'; scan: WorldScan };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The upload and scan of one world ZIP: progress while uploading, then scanning, then the preview. */
export function useWorldScan(serverId: number) {
  const [state, setState] = useState<ScanState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const onProgress = (progress: UploadProgress) => {
        if (current.signal.aborted) return;
        setState(
          progress.phase === 'uploading'
            ? { phase: 'uploading', percent: progress.percent }
            : { phase: 'scanning' },
        );
      };
      try {
        const scan = await scanWorld(serverId, file, onProgress, current.signal);
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

  return { state, start, cancel };
}
