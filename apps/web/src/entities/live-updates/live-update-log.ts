import type { ServerEvent, ServerEventType } from '@tradehall/contracts';

/** A change of the current server heard on its event stream. */
export interface HeardChange extends ServerEvent {
  /** When this tab heard it (epoch ms, this browser's clock). */
  receivedAt: number;
  /** Made by the signed-in user (this tab, or another of theirs). */
  own: boolean;
}

/** How many changes are kept: enough for the notes and the edit warnings, bounded whatever the traffic. */
export const KEPT_CHANGES = 200;

/**
 * The recent changes of the current server, newest last, as an external store for useSyncExternalStore: each
 * change makes a new array, so React sees it; a server switch clears it.
 */
export class LiveUpdateLog {
  private changes: readonly HeardChange[] = [];
  private readonly listeners = new Set<() => void>();

  add(change: HeardChange): void {
    this.changes = [...this.changes.slice(-(KEPT_CHANGES - 1)), change];
    this.notify();
  }

  clear(): void {
    if (this.changes.length === 0) return;
    this.changes = [];
    this.notify();
  }

  readonly snapshot = (): readonly HeardChange[] => this.changes;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * Whether the change names a member who made it: the server also sends nameless changes (`by` empty) after a
 * gap in its own notifications, which refresh the screens but are nobody's edit.
 */
const bySomeoneElse = (change: HeardChange) => !change.own && change.by !== '';

/** The newest change of one of these types by someone else, heard at or after `since`; null when none. */
export function latestChange(
  changes: readonly HeardChange[],
  types: readonly ServerEventType[],
  since: number,
): HeardChange | null {
  for (let i = changes.length - 1; i >= 0; i--) {
    const change = changes[i]!;
    if (change.receivedAt < since) break;
    if (bySomeoneElse(change) && types.includes(change.type)) return change;
  }
  return null;
}

/**
 * The newest change by someone else that names this trade (or all trades: `ids` null), heard after `since`;
 * null when none.
 */
export function latestTradeChange(
  changes: readonly HeardChange[],
  tradeId: number,
  since: number,
): HeardChange | null {
  for (let i = changes.length - 1; i >= 0; i--) {
    const change = changes[i]!;
    if (change.receivedAt < since) break;
    if (!bySomeoneElse(change) || change.type !== 'trades') continue;
    if (change.ids === null || change.ids.includes(tradeId)) return change;
  }
  return null;
}
