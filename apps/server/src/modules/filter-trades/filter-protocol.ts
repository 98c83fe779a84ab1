import type { FilterTradesInput, FilterTradesOptions } from '@tradehall/domain';

/** Options that can cross to the worker (no clock function). */
export type RunOptions = Omit<FilterTradesOptions, 'now'>;

/** One run of the strategy, as the worker receives it. */
export interface FilterJob {
  input: FilterTradesInput;
  options: RunOptions;
}
