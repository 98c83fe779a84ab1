import { NAV_ENTRIES } from '@tradehall/contracts';

/** Router state a page guard hands to where it sends a role that may not open the page. */
export interface RefusedPageState {
  refused: string;
}

/** The page's name in the navigation ('Admin', 'Manage Villager'), else its path. */
export function refusedPageState(path: string): RefusedPageState {
  return { refused: NAV_ENTRIES.find((entry) => entry.path === path)?.label ?? path };
}

/** The refused page's name in router state, or null. */
export function refusedPage(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'refused' in state &&
    typeof state.refused === 'string'
    ? state.refused
    : null;
}

export const accessNoticeText = (page: string) => `You do not have access to ${page}.`;
