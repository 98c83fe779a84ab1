export { reconnectDelay } from './backoff';
export { staleKeysOf } from './invalidation';
export { LiveUpdatesProvider } from './LiveUpdatesProvider';
export { type HeardChange, latestTradeChange } from './live-update-log';
export { useHeardChanges, useLatestChange, useLiveUpdatesOff } from './live-updates-context';
export { SseParser } from './sse-parser';
