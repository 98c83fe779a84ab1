/**
 * Unsaved input kept in session storage (this tab only), so an outage page or a trip to /login and back does not
 * lose it. Each draft names its owner: another user signing in on the tab never gets it. Logout clears them all.
 */
const PREFIX = 'tradehall.draft.';

interface Stored {
  owner: string;
  value: unknown;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `value` as `owner`'s draft `name`, replacing any earlier one. */
export function keepDraft(name: string, owner: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ owner, value } satisfies Stored));
  } catch {
    // Full or refused storage: the draft is simply not kept.
  }
}

/** `owner`'s draft `name`, or undefined when there is none (or it is another user's, or unreadable). */
export function readDraft(name: string, owner: string): unknown {
  const text = storage()?.getItem(PREFIX + name);
  if (!text) return undefined;
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null || !('owner' in stored) || !('value' in stored)) {
      return undefined;
    }
    return stored.owner === owner ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

export function dropDraft(name: string): void {
  storage()?.removeItem(PREFIX + name);
}

/** Logout: no draft outlives the session it was typed in. */
export function dropAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const names: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) names.push(key);
  }
  for (const key of names) store.removeItem(key);
}
