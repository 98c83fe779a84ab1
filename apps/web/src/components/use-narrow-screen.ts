import { useMediaQuery } from '@mantine/hooks';

/** Below 600 px (a phone): wide tables turn into cards and rows of buttons into menus, which fit. */
export const NARROW_SCREEN_QUERY = '(max-width: 37.49em)';

export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}
