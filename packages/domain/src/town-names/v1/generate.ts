// The version-1 town-name algorithm.
//
// FROZEN: every name it has ever produced must stay the same. Do not change the order of the draws, the
// weights, the limits or the rules. A different algorithm goes in a new version folder (v2/generate.ts).
import { createDraws, type Draws, murmur3Words } from '../hash';
import { type Region, regionOf } from './region';
import { endsInOneConsonant, joinsCleanly, overlaps, readsWell, syllables } from './spelling';
import {
  BAND_PREFIXES,
  BAND_SUFFIXES,
  type Band,
  DESCRIPTORS,
  HEADING_FEATURES,
  HEADING_PREFIXES,
  type Heading,
  LEADS,
  LINKERS,
  OLD_ROOTS,
  RIVER_CONNECTORS,
  RIVER_ENDINGS,
  RIVER_STEMS,
} from './words';

export const VERSION = 1;
const SEED = 0x54484e31; // 'THN1'
const MAX_COMPOUND_LENGTH = 13;
const MAX_LINKED_PREFIX_LENGTH = 5;

/**
 * plain: Ashford · lead: Little Ashford · descriptor: Wolfmere Hollow · feature: Ashford-upon-Tide ·
 * river: Ashford-on-Tarrow · lead-descriptor: Old Ravenhold Keep
 */
export type TownNameForm = 'plain' | 'lead' | 'descriptor' | 'feature' | 'river' | 'lead-descriptor';
const FORMS: readonly TownNameForm[] = ['plain', 'lead', 'descriptor', 'feature', 'river', 'lead-descriptor'];
const FORM_WEIGHTS: readonly number[] = [6, 16, 28, 12, 28, 10];

/** Where the first half of the compound came from: a compass heading, a distance band, or the old roots. */
export type PrefixFamily = Heading | Band | 'old';
type PrefixSource = 'heading' | 'band' | 'old';
const PREFIX_SOURCES: readonly PrefixSource[] = ['heading', 'band', 'old'];
/** Further out, the heading shapes the name more. */
const PREFIX_SOURCE_WEIGHTS: Readonly<Record<Band, readonly number[]>> = {
  near: [25, 30, 45],
  mid: [35, 30, 35],
  far: [40, 25, 35],
};

const BANDS: readonly Band[] = ['near', 'mid', 'far'];
/** Whose suffixes a compound uses: mostly the town's own band, sometimes the neighbouring band's. */
const SUFFIX_BAND_WEIGHTS: Readonly<Record<Band, readonly number[]>> = {
  near: [85, 15, 0],
  mid: [15, 70, 15],
  far: [0, 25, 75],
};

export interface TownNameParts {
  name: string;
  region: Region;
  form: TownNameForm;
  prefix: string;
  prefixFamily: PrefixFamily;
  /** '' when the prefix and suffix join directly. */
  linker: string;
  suffix: string;
  suffixBand: Band;
  /** The single word, like 'Ashford', that every form is built around. */
  compound: string;
  lead?: string;
  descriptor?: string;
  /** 'upon-Tide' or 'on-Tarrow'. */
  feature?: string;
}

type Compound = Pick<
  TownNameParts,
  'prefix' | 'prefixFamily' | 'linker' | 'suffix' | 'suffixBand' | 'compound'
>;

/** The version-1 name of the town at block (x, y), with the parts it was built from. */
export function townNamePartsV1(x: number, y: number): TownNameParts {
  const region = regionOf(x, y);
  const draws = createDraws(murmur3Words([x, y, VERSION], SEED));
  let form = pickWeighted(draws, FORMS, FORM_WEIGHTS);
  if (form === 'feature' && region.headings.length === 0) form = 'river';
  const compound = makeCompound(draws, region);
  const base: TownNameParts = { ...compound, name: compound.compound, region, form: 'plain' };
  const morphemes = [compound.prefix, compound.suffix];

  switch (form) {
    case 'plain':
      return base;
    case 'lead': {
      const lead = pickWord(draws, LEADS[region.band], morphemes, (w) => `${w} ${base.name}`);
      return lead === undefined ? base : { ...base, form, lead, name: `${lead} ${base.name}` };
    }
    case 'descriptor': {
      const descriptor = pickWord(draws, DESCRIPTORS[region.band], morphemes, (w) => `${base.name} ${w}`);
      return descriptor === undefined
        ? base
        : { ...base, form, descriptor, name: `${base.name} ${descriptor}` };
    }
    case 'lead-descriptor': {
      const lead = pickWord(draws, LEADS[region.band], morphemes, (w) => `${w} ${base.name}`);
      if (lead === undefined) return base;
      const name = `${lead} ${base.name}`;
      const descriptor = pickWord(
        draws,
        DESCRIPTORS[region.band],
        [...morphemes, lead],
        (w) => `${name} ${w}`,
      );
      return descriptor === undefined
        ? { ...base, form: 'lead', lead, name }
        : { ...base, form, lead, descriptor, name: `${name} ${descriptor}` };
    }
    case 'feature': {
      const heading = region.headings[draws.below(region.headings.length)]!;
      const feature = pickWord(
        draws,
        HEADING_FEATURES[heading],
        morphemes,
        (w) => `${base.name}-${w}`,
        lastPart,
      );
      return feature === undefined ? base : { ...base, form, feature, name: `${base.name}-${feature}` };
    }
    case 'river': {
      const connector = RIVER_CONNECTORS[draws.below(RIVER_CONNECTORS.length)]!;
      const river = makeRiver(draws, morphemes);
      if (river === undefined) return base;
      const feature = `${connector}-${river}`;
      const name = `${base.name}-${feature}`;
      return readsWell(name) ? { ...base, form, feature, name } : base;
    }
  }
}

function makeCompound(draws: Draws, region: Region): Compound {
  const sourceWeights = PREFIX_SOURCE_WEIGHTS[region.band].map((weight, i) =>
    PREFIX_SOURCES[i] === 'heading' && region.headings.length === 0 ? 0 : weight,
  );
  const source = pickWeighted(draws, PREFIX_SOURCES, sourceWeights);
  let prefixFamily: PrefixFamily;
  if (source === 'heading') prefixFamily = region.headings[draws.below(region.headings.length)]!;
  else if (source === 'band') prefixFamily = region.band;
  else prefixFamily = 'old';
  const prefixes = prefixesOf(prefixFamily);
  const prefix = prefixes[draws.below(prefixes.length)]!;
  const drawnLinker = LINKERS[draws.below(LINKERS.length)]!;
  const suffixBand = pickWeighted(draws, BANDS, SUFFIX_BAND_WEIGHTS[region.band]);
  // The homely -en- and -ing- (Oakenfield, Ashingham) never lead into a wild ending (Cloudingwrath).
  const linker = suffixBand === 'far' && drawnLinker !== 's' ? '' : drawnLinker;
  const suffixes = BAND_SUFFIXES[suffixBand];
  const start = draws.below(suffixes.length);
  for (const tryLinker of linker === '' ? [''] : [linker, '']) {
    const suffix = scanFrom(suffixes, start, (s) => compoundReadsWell(prefix, tryLinker, s));
    if (suffix !== undefined) {
      return {
        prefix,
        prefixFamily,
        linker: tryLinker,
        suffix,
        suffixBand,
        compound: prefix + tryLinker + suffix,
      };
    }
  }
  // Unreachable: the tests check that every prefix joins some suffix of every band.
  throw new Error(`no suffix joins '${prefix}'`);
}

/** The prefixes of one family. */
export function prefixesOf(family: PrefixFamily): readonly string[] {
  if (family === 'old') return OLD_ROOTS;
  if (family === 'near' || family === 'mid' || family === 'far') return BAND_PREFIXES[family];
  return HEADING_PREFIXES[family];
}

/** Can prefix + linker + suffix make one readable word? */
export function compoundReadsWell(prefix: string, linker: string, suffix: string): boolean {
  const word = prefix + linker + suffix;
  if (word.length > MAX_COMPOUND_LENGTH || overlaps(prefix, suffix)) return false;
  if (linker === '') {
    if (!joinsCleanly(prefix, suffix)) return false;
  } else {
    // Only after a short, one-syllable prefix, and before a consonant: Oakenfield, not Umberenmoor.
    if (prefix.length > MAX_LINKED_PREFIX_LENGTH || syllables(prefix) > 1 || 'aeiou'.includes(suffix[0]!)) {
      return false;
    }
    // A possessive 's' only after one plain consonant: Kingsbarrow, but not Drysfall, Umbersfast or Hambsguard.
    if (linker === 's' && (!endsInOneConsonant(prefix) || /[rsxz]$/.test(prefix))) return false;
    if (!joinsCleanly(prefix, linker) || !joinsCleanly(linker, suffix)) return false;
  }
  return readsWell(word);
}

function makeRiver(draws: Draws, morphemes: readonly string[]): string | undefined {
  const stem = RIVER_STEMS[draws.below(RIVER_STEMS.length)]!;
  const ending = scanFrom(
    RIVER_ENDINGS,
    draws.below(RIVER_ENDINGS.length),
    (e) => riverReadsWell(stem, e) && !morphemes.some((m) => overlaps(m, stem + e)),
  );
  return ending === undefined ? undefined : stem + ending;
}

/** Does stem + ending make a readable river name? */
export function riverReadsWell(stem: string, ending: string): boolean {
  return joinsCleanly(stem, ending) && readsWell(stem + ending);
}

/** A word from `words` (from a drawn index on) that repeats no morpheme and keeps the name readable. */
function pickWord(
  draws: Draws,
  words: readonly string[],
  morphemes: readonly string[],
  nameWith: (word: string) => string,
  keyOf: (word: string) => string = (w) => w,
): string | undefined {
  return scanFrom(
    words,
    draws.below(words.length),
    (w) => !morphemes.some((m) => overlaps(m, keyOf(w))) && readsWell(nameWith(w)),
  );
}

function lastPart(feature: string): string {
  return feature.slice(feature.lastIndexOf('-') + 1);
}

/** The first item, going round from `start`, that passes `accept`. */
function scanFrom<T>(items: readonly T[], start: number, accept: (item: T) => boolean): T | undefined {
  for (let i = 0; i < items.length; i++) {
    const item = items[(start + i) % items.length]!;
    if (accept(item)) return item;
  }
  return undefined;
}

/** One of `options`, each as likely as its weight (whole numbers; zero means never). */
function pickWeighted<T>(draws: Draws, options: readonly T[], weights: readonly number[]): T {
  let roll = draws.below(weights.reduce((sum, weight) => sum + weight, 0));
  for (let i = 0; i < options.length; i++) {
    const weight = weights[i]!;
    if (roll < weight) return options[i]!;
    roll -= weight;
  }
  throw new Error('unreachable: the roll is below the total weight');
}
