import type { ServerEventType } from '@tradehall/contracts';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { type HeardChange, LiveUpdateLog, latestChange } from './live-update-log';

/** Outside LiveUpdatesProvider (screens rendered alone in tests) nothing is ever heard. */
export const LiveUpdatesContext = createContext<LiveUpdateLog>(new LiveUpdateLog());

/** True while the server refuses this tab's stream because the user has too many open (429). */
export const LiveUpdatesOffContext = createContext(false);

/** Whether this tab goes without live updates because too many tabs of the user have them. */
export function useLiveUpdatesOff(): boolean {
  return useContext(LiveUpdatesOffContext);
}

/** The recent changes of the current server heard on its event stream, newest last. */
export function useHeardChanges(): readonly HeardChange[] {
  const log = useContext(LiveUpdatesContext);
  return useSyncExternalStore(log.subscribe, log.snapshot, log.snapshot);
}

/**
 * The newest change of these types made by someone else since the calling screen mounted (it refreshed the
 * screen's table): for the "Updated by … just now" note. Null until there is one.
 */
export function useLatestChange(types: readonly ServerEventType[]): HeardChange | null {
  const [since] = useState(Date.now);
  return latestChange(useHeardChanges(), types, since);
}
