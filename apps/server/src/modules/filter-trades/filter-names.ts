// Resolves the names of a Filter Trades request (towns, curses, ignored enchantments) to stored names.
import { gameCurseName, SPEC_CURSES } from '@tradehall/domain';
import { badRequest } from '../../lib/http-error';
import type { EnchantmentFlag, TownRef } from './filter-trades.repository';

/**
 * The ids of the chosen towns. A string is a town name (ignoring case); a number, or a string of digits that
 * names no town, is a town id. Throws 400 naming every town the server does not have.
 */
export function resolveTownIds(towns: readonly TownRef[], wanted: readonly (string | number)[]): number[] {
  const byName = new Map(towns.map((town) => [town.name.toLowerCase(), town.id]));
  const ids = new Set(towns.map((town) => town.id));
  const chosen = new Set<number>();
  const unknown: string[] = [];
  for (const item of wanted) {
    const byText = typeof item === 'string' ? byName.get(item.toLowerCase()) : undefined;
    const asId = typeof item === 'number' ? item : /^\d+$/.test(item) ? Number(item) : undefined;
    const id = byText ?? (asId !== undefined && ids.has(asId) ? asId : undefined);
    if (id === undefined) unknown.push(String(item));
    else chosen.add(id);
  }
  if (unknown.length > 0) throw badRequest(`Unknown towns on this server: ${unique(unknown).join(', ')}.`);
  return [...chosen];
}

export interface ResolvedEnchantments {
  keepCurses: string[];
  ignoreEnchantments: string[];
}

/**
 * Stored names of the curses to keep and the enchantments to ignore. Curse names may use the spec's spellings
 * ('Rusting', 'Decay'). Throws 400 naming unknown enchantments and kept names that are not curses.
 */
export function resolveEnchantments(
  flags: readonly EnchantmentFlag[],
  curseNames: readonly string[],
  curseKeep: readonly string[],
  enchantmentIgnore: readonly string[],
): ResolvedEnchantments {
  const stored = new Map<string, string>();
  for (const name of [...SPEC_CURSES, ...flags.map((flag) => flag.name)])
    stored.set(name.toLowerCase(), name);
  const curses = new Set(curseNames);
  const problems: string[] = [];

  const keepCurses: string[] = [];
  const unknownCurses: string[] = [];
  const notCurses: string[] = [];
  for (const name of curseKeep) {
    const found = stored.get(gameCurseName(name).toLowerCase());
    if (found === undefined) unknownCurses.push(name);
    else if (!curses.has(found)) notCurses.push(found);
    else keepCurses.push(found);
  }
  if (unknownCurses.length > 0)
    problems.push(`Unknown curses in curse_keep: ${unique(unknownCurses).join(', ')}.`);
  if (notCurses.length > 0) {
    problems.push(`curse_keep lists enchantments that are not curses: ${unique(notCurses).join(', ')}.`);
  }

  const ignoreEnchantments: string[] = [];
  const unknownIgnored: string[] = [];
  for (const name of enchantmentIgnore) {
    const found = stored.get(name.toLowerCase());
    if (found === undefined) unknownIgnored.push(name);
    else ignoreEnchantments.push(found);
  }
  if (unknownIgnored.length > 0) {
    problems.push(`Unknown enchantments in enchantment_ignore: ${unique(unknownIgnored).join(', ')}.`);
  }

  if (problems.length > 0) throw badRequest(problems.join(' '));
  return { keepCurses: unique(keepCurses), ignoreEnchantments: unique(ignoreEnchantments) };
}

const unique = (values: readonly string[]) => [...new Set(values)];
