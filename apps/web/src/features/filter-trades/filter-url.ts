/**
 * The strategy's criteria in the address, as Search keeps its own:
 * `/filter-trades?curse=Curse+of+Possession&town=canz&town=bones&ignore=Mending&gear=1`. A link or a reload with
 * towns in it runs the strategy again. Pure.
 */
import { DEFAULT_KEPT_CURSE } from '@tradehall/contracts';

export interface FilterSelection {
  curses: string[];
  towns: string[];
  ignored: string[];
  /** Count enchanted gear too (default: Enchanted Book trades only). */
  countGear: boolean;
}

export const INITIAL_SELECTION: FilterSelection = {
  curses: [DEFAULT_KEPT_CURSE],
  towns: [],
  ignored: [],
  countGear: false,
};

const KEYS = ['curse', 'town', 'ignore', 'gear'] as const;

/** The criteria the address holds, or null when it holds none. */
export function readFilterUrl(params: URLSearchParams): FilterSelection | null {
  if (!KEYS.some((key) => params.has(key))) return null;
  const list = (key: string) =>
    params
      .getAll(key)
      .map((value) => value.trim())
      .filter(Boolean);
  return {
    curses: list('curse'),
    towns: list('town'),
    ignored: list('ignore'),
    countGear: params.get('gear') === '1',
  };
}

/** The address's query for the criteria; `curse` is written even when empty, so the address names a run. */
export function writeFilterUrl(selection: FilterSelection): URLSearchParams {
  const params = new URLSearchParams();
  for (const curse of selection.curses) params.append('curse', curse);
  if (selection.curses.length === 0) params.set('curse', '');
  for (const town of selection.towns) params.append('town', town);
  for (const name of selection.ignored) params.append('ignore', name);
  if (selection.countGear) params.set('gear', '1');
  return params;
}
