// What the browser benchmark's page leaves on `window.benchScan` after a scan.
import type { PreviousScanState } from '@tradehall/world-save/browser';

export interface PageScanOutcome {
  ms: number;
  /** The report as sent: its JSON gzipped. */
  reportBytes: number;
  jsonBytes: number;
  villagers: number;
  problems: number;
  chunks: number;
  changedChunks: number;
  regionBytes: number;
  workers: number;
  state: PreviousScanState;
  error?: string;
}
