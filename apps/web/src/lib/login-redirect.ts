/** Router state /login receives from a guard: where the user was going. */
export interface LoginRedirectState {
  from: string;
}

export const DEFAULT_LANDING_PATH = '/search';

/** A same-origin app path (not protocol-relative, not /login itself), or null. */
function safeAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login#')) return null;
  return value;
}

/**
 * Where to go after login: the origin a guard carried in router state, or the `?next=` a full-page
 * redirect carried, else /search.
 */
export function landingPathAfterLogin(routerState: unknown, search: string): string {
  const fromState =
    typeof routerState === 'object' && routerState !== null && 'from' in routerState
      ? safeAppPath(routerState.from)
      : null;
  return fromState ?? safeAppPath(new URLSearchParams(search).get('next')) ?? DEFAULT_LANDING_PATH;
}
