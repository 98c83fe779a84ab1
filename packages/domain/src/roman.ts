const NUMERALS: ReadonlyArray<readonly [number, string]> = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 3999)
    throw new RangeError(`cannot write ${value} in roman numerals`);
  let rest = value;
  let out = '';
  for (const [n, s] of NUMERALS) {
    while (rest >= n) {
      out += s;
      rest -= n;
    }
  }
  return out;
}

/** Parses a roman numeral (canonical form only, e.g. 'IV' not 'IIII'); returns null when it is not one. */
export function fromRoman(text: string): number | null {
  const upper = text.trim().toUpperCase();
  if (!/^[MDCLXVI]+$/.test(upper)) return null;
  let total = 0;
  let i = 0;
  for (const [n, s] of NUMERALS) {
    while (upper.startsWith(s, i)) {
      total += n;
      i += s.length;
    }
  }
  if (i !== upper.length || total < 1 || total > 3999 || toRoman(total) !== upper) return null;
  return total;
}

/** Splits 'Sharpness V' into { name: 'Sharpness', level: 5 }; a name without a numeral is level 1. */
export function parseLeveledName(text: string): { name: string; level: number } | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return null;
  const match = /^(.*\S)\s+([MDCLXVI]+)$/i.exec(trimmed);
  if (match) {
    const level = fromRoman(match[2]!);
    if (level !== null) return { name: match[1]!, level };
  }
  return { name: trimmed, level: 1 };
}

/**
 * A level as players read it: 'V' for 5. A value roman numerals cannot write (0, a fraction, over 3999) stays in
 * digits, so a bad stored level still shows as it is.
 */
export function levelNumeral(level: number): string {
  return Number.isInteger(level) && level >= 1 && level <= 3999 ? toRoman(level) : String(level);
}

/** 'Mending I': an enchantment's name and its level in roman numerals. */
export function leveledEnchantment(name: string, level: number): string {
  return `${name} ${levelNumeral(level)}`;
}
