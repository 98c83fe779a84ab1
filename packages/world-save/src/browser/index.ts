/**
 * @tradehall/world-save/browser: the world scan in a browser, with the same region and level.dat reader as the
 * server (region-core.ts, level-dat.ts) on the browser's own means: Blobs of the picked files, DecompressionStream
 * and Web Workers. Nothing here imports Node; it runs under Node 20+ too (tests, on the calling thread).
 *
 * - `worldFilesOf(picked)` picks level.dat and the region files out of a folder's files.
 * - `scanWorldFiles(files, options)` scans them into the report POST /api/servers/{id}/world-scans takes.
 * - `serveBrowserScanJobs(self)` is a scan worker's body.
 */

export { ScanLimitError, WorldSaveError } from '../types';
export { readLevelDatBlob } from './level-dat';
export type { ScanThread } from './pool';
export { type BrowserAnswer, type BrowserRequest, serveBrowserScanJobs, type WorkerScope } from './protocol';
export { type ChunkInflater, scanRegionBlob } from './region';
export {
  type BrowserScan,
  type BrowserScanOptions,
  MAX_BROWSER_WORKERS,
  type PreviousScanState,
  scanWorldFiles,
} from './scan';
export {
  type PickedFile,
  REGION_FOLDERS,
  type WorldFiles,
  type WorldRegionFile,
  worldFilesOf,
} from './world-files';
