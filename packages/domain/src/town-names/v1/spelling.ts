// Spelling rules that keep version-1 names readable. FROZEN: changing a rule renames towns.
import { BLOCKED_FRAGMENTS } from './words';

const VOWELS = 'aeiou';
/** Letter pairs that sound as one consonant. */
const DIGRAPHS = ['sh', 'ch', 'th', 'ph', 'gh', 'ck', 'ng', 'wh', 'wr', 'kn', 'qu'];
const MAX_CONSONANT_SOUNDS = 4;

/** May `right` follow `left` directly inside one word? Checks only the letters that meet. */
export function joinsCleanly(left: string, right: string): boolean {
  const end = left.toLowerCase();
  const start = right.toLowerCase();
  const last = end.at(-1);
  const first = start[0];
  if (last === undefined || first === undefined) return false;
  if (last === first) return false; // Frostton, Ashhold
  if (isVowelAt(end, end.length - 1) && isVowelAt(start, 0)) return false; // Stoneen, Seaing
  if (/(s|x|z|sh|ch)$/.test(end) && first === 's') return false; // Ashstead, Foxsby
  if ('ck'.includes(last) && 'ckq'.includes(first)) return false; // Oakcote
  // A doubled ending other than -ll or -ss needs a vowel after it: Tarrow, not Tarrford.
  if (end.at(-2) === last && !'aeiouyls'.includes(last) && !isVowelAt(start, 0)) return false;
  return true;
}

const TRIPLE_LETTER = /([a-z])\1\1/;
/** A letter group said twice in a row inside a word (Kinging, Icicle); letters only, so never across words. */
const STAMMER = /([a-z]{2,})\1/;
const BLOCKED = new RegExp(BLOCKED_FRAGMENTS.join('|'));

/** Whole-name checks: no triple letters, no stammer (Kinging), no long consonant pile-ups, nothing rude. */
export function readsWell(name: string): boolean {
  const lower = name.toLowerCase();
  if (TRIPLE_LETTER.test(lower) || STAMMER.test(lower)) return false;
  if (longestConsonantRun(lower) > MAX_CONSONANT_SOUNDS) return false;
  return !BLOCKED.test(lower.replace(/[^a-z]/g, ''));
}

/** The number of vowel groups in a word, a fair count of its syllables (Ash 1, Umber 2, Dry 1). */
export function syllables(word: string): number {
  return word.toLowerCase().match(/[aeiouy]+/g)?.length ?? 0;
}

/** Does the word end in a single consonant sound after a vowel (King, Oak, Ash), not a cluster (Wolf, Hamb)? */
export function endsInOneConsonant(word: string): boolean {
  const lower = word.toLowerCase();
  const end = DIGRAPHS.includes(lower.slice(-2)) ? lower.length - 2 : lower.length - 1;
  return end > 0 && !isVowelAt(lower, end) && isVowelAt(lower, end - 1);
}

/** Do two word parts share a morpheme (one contains the other), as in 'Ashford Ford' or 'Moorhold Moor'? */
export function overlaps(a: string, b: string): boolean {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left.includes(right) || right.includes(left);
}

/** 'y' is a vowel except at the start of a word. */
function isVowelAt(text: string, index: number): boolean {
  const ch = text[index];
  if (ch === undefined) return false;
  return VOWELS.includes(ch) || (ch === 'y' && index > 0 && isLetter(text[index - 1]!));
}

function isLetter(ch: string): boolean {
  return ch >= 'a' && ch <= 'z';
}

/** The longest run of consonant sounds in lower-case text, counting digraphs such as 'th' once. */
function longestConsonantRun(text: string): number {
  let longest = 0;
  let run = 0;
  let i = 0;
  while (i < text.length) {
    if (!isLetter(text[i]!) || isVowelAt(text, i)) {
      run = 0;
      i += 1;
      continue;
    }
    i += DIGRAPHS.includes(text.slice(i, i + 2)) ? 2 : 1;
    run += 1;
    if (run > longest) longest = run;
  }
  return longest;
}
