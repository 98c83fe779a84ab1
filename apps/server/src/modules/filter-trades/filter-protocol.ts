import type { FilterTradesInput, FilterTradesOptions, FilterTradesResult } from '@tradehall/domain';

/** Options that can cross to the worker (no clock function). */
export type RunOptions = Omit<FilterTradesOptions, 'now'>;

export interface WorkerRequest {
  id: number;
  input: FilterTradesInput;
  options: RunOptions;
}

/** `ready` once the worker has loaded; then one answer per request. */
export type WorkerReply =
  | { ready: true }
  | { id: number; result: FilterTradesResult }
  | { id: number; error: string };
