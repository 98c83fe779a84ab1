import { STORAGE_KEYS } from '@tradehall/contracts';

/** The chosen server id in local storage (SPEC §9 key `selectedServer`). */
export function readSelectedServer(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.selectedServer);
  } catch {
    return null;
  }
}

export function writeSelectedServer(id: string): void {
  localStorage.setItem(STORAGE_KEYS.selectedServer, id);
}

export function removeSelectedServer(): void {
  localStorage.removeItem(STORAGE_KEYS.selectedServer);
}
