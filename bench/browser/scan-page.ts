// The benchmark's page in Chromium: a folder input; picking a folder scans it with the browser's world scan
// (@tradehall/world-save/browser, Web Workers, DecompressionStream) and leaves the outcome on `window.benchScan`.
import {
  type ChunkInflater,
  MAX_BROWSER_WORKERS,
  type PreviousScanState,
  type ScanThread,
  scanWorldFiles,
  worldFilesOf,
} from '@tradehall/world-save/browser';
import type { PageScanOutcome } from '../lib/browser-scan-outcome';

interface BenchWindow {
  benchScan?: PageScanOutcome;
  benchPrevious?: PreviousScanState;
  benchInflater?: ChunkInflater;
}

const startWorker = (): ScanThread => {
  const worker = new Worker('/worker.js');
  return {
    post: (request) => worker.postMessage(request),
    listen: (onAnswer, onFailure) => {
      worker.onmessage = (event) => onAnswer(event.data);
      worker.onerror = (event) => onFailure(event.message);
    },
    terminate: () => worker.terminate(),
  };
};

const input = document.querySelector('input')!;
const bench = window as unknown as BenchWindow;
input.addEventListener('change', async () => {
  const started = performance.now();
  try {
    const picked = Array.from(input.files ?? [], (file) => ({ path: file.webkitRelativePath, file }));
    const scan = await scanWorldFiles(worldFilesOf(picked), {
      workers: Math.min(navigator.hardwareConcurrency || 1, MAX_BROWSER_WORKERS),
      startWorker,
      previous: bench.benchPrevious,
      inflater: bench.benchInflater,
    });
    // What the web app sends (apps/web/src/lib/api.ts): the JSON, gzipped by CompressionStream.
    const json = JSON.stringify(scan.report);
    const gzip = new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'));
    const sent = await new Response(gzip).arrayBuffer();
    bench.benchScan = {
      ms: performance.now() - started,
      reportBytes: sent.byteLength,
      jsonBytes: new TextEncoder().encode(json).length,
      villagers: scan.report.villagers.length,
      problems: scan.report.problems.length,
      chunks: scan.chunks,
      changedChunks: scan.changedChunks,
      regionBytes: scan.regionBytes,
      workers: scan.workers,
      state: {
        world_key: `${scan.world.seed ?? ''}|${JSON.stringify(scan.world.levelName)}`,
        regions: scan.report.regions.map((r) => ({
          dimension: r.dimension,
          file: r.file,
          timestamps: r.timestamps,
        })),
      },
    };
  } catch (error) {
    bench.benchScan = { error: String(error) } as PageScanOutcome;
  }
});
