import { BASE_COLOURS } from '@tradehall/contracts';
import { compareNatural } from '../../lib/natural-sort';

/** The five bases of SPEC §9, in the legend's order. */
export const BASE_TOWNS = Object.keys(BASE_COLOURS);

/** FNV-1a over the name's characters: the same name always gives the same number. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export const isBase = (town: string): boolean => Object.hasOwn(BASE_COLOURS, town.trim().toLowerCase());

/** A base's colour (canz red, bones blue, ...); any other town gets a stable colour of its own. */
export function townColour(town: string): string {
  const key = town.trim().toLowerCase();
  const base = BASE_COLOURS[key];
  if (base) return base;
  const value = hash(key);
  return `hsl(${value % 360} ${55 + ((value >>> 9) % 25)}% ${35 + ((value >>> 17) % 20)}%)`;
}

/** Legend entries: the selected server's towns only, its bases first (in SPEC §9's order), then the rest by name. */
export function legendTowns(serverTowns: readonly string[]): string[] {
  const names = [...new Set(serverTowns)];
  const bases = BASE_TOWNS.flatMap((base) => names.filter((town) => town.trim().toLowerCase() === base));
  const others = names.filter((town) => !isBase(town));
  return [...bases, ...others.sort(compareNatural)];
}
