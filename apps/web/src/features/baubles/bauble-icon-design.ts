/** Words that carry no meaning in a name's initials ('Ring of Overclocking' → 'RO'). */
const MINOR_WORDS = new Set(['of', 'the', 'a', 'an', 'in', 'and', 'on', 'to', 'for']);

/** One or two letters that stand for the name: the first letters of its first two main words. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word !== '' && !MINOR_WORDS.has(word.toLowerCase()));
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).replace(/^./, (c) => c.toUpperCase());
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

/** A stable hue (0–359) from the name (FNV-1a), so each bauble keeps its colour everywhere. */
export function hueOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

/** A usable image address for a bauble's own icon: a /path or an http(s) URL; anything else draws one. */
export function iconImageUrl(icon: string): string | null {
  const trimmed = icon.trim();
  return /^(\/\S+|https?:\/\/\S+)$/.test(trimmed) ? trimmed : null;
}
