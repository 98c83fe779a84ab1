import { STORAGE_KEYS } from '@tradehall/contracts';

/**
 * The login token in local storage (SPEC §9 key `token`), observable so React re-renders when it changes,
 * including when another tab signs in or out.
 */
export type TokenClearReason = 'signed-out' | 'rejected';

type Listener = () => void;
const listeners = new Set<Listener>();
let lastClearReason: TokenClearReason | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  lastClearReason = null;
  localStorage.setItem(STORAGE_KEYS.token, token);
  notify();
}

/** Removes the token; `reason` tells the login guard whether the user left on purpose or was sent away. */
export function clearToken(reason: TokenClearReason): void {
  lastClearReason = reason;
  if (localStorage.getItem(STORAGE_KEYS.token) === null) return;
  localStorage.removeItem(STORAGE_KEYS.token);
  notify();
}

export function getLastClearReason(): TokenClearReason | null {
  return lastClearReason;
}

function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEYS.token || event.key === null) notify();
}

export function subscribeToken(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
