import type { WorldScan } from '@tradehall/contracts';
import {
  MAX_BROWSER_WORKERS,
  type PickedFile,
  type ScanThread,
  scanWorldFiles,
  worldFilesOf,
} from '@tradehall/world-save/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { scanState, sendScanReport } from './api';

export type FolderScanState =
  | { phase: 'idle' }
  /** Reading in this browser: region files read of total (and the one read last). */
  | { phase: 'reading'; read: number; total: number; file?: string }
  | { phase: 'sending' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'done'; scan: WorldScan };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** One scan worker per core, at most 4. */
export const scanWorkerCount = (): number =>
  Math.max(1, Math.min(navigator.hardwareConcurrency || 1, MAX_BROWSER_WORKERS));

function startScanWorker(): ScanThread {
  const worker = new Worker(new URL('./scan.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (request) => worker.postMessage(request),
    listen: (onAnswer, onFailure) => {
      worker.onmessage = (event) => onAnswer(event.data);
      worker.onerror = (event) => onFailure(event.message || 'the worker could not start');
    },
    terminate: () => worker.terminate(),
  };
}

/**
 * The scan of a world folder in this browser: the server's state of the last scan first (so only changed chunks
 * are read), then level.dat and the region files on Web Workers (progress per region file), then the report sent
 * as JSON; the server answers the preview.
 */
export function useFolderScan(serverId: number) {
  const [state, setState] = useState<FolderScanState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (picked: PickedFile[]) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const { signal } = current;
      setState({ phase: 'reading', read: 0, total: 0 });
      try {
        const files = worldFilesOf(picked);
        const previous = await scanState(serverId, signal);
        const scanned = await scanWorldFiles(files, {
          workers: scanWorkerCount(),
          startWorker: startScanWorker,
          previous,
          signal,
          onProgress: (read, total, file) => {
            if (!signal.aborted) setState({ phase: 'reading', read, total, file });
          },
        });
        if (signal.aborted) return;
        setState({ phase: 'sending' });
        const scan = await sendScanReport(serverId, scanned.report, signal);
        if (!signal.aborted) setState({ phase: 'done', scan });
      } catch (error) {
        if (!isAbort(error) && !signal.aborted) setState({ phase: 'failed', error });
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
