import { describe, expect, it } from 'vitest';
import { caseCount } from '../../testkit';
import {
  compoundReadsWell,
  type PrefixFamily,
  prefixesOf,
  riverReadsWell,
  type TownNameParts,
  townNamePartsV1,
} from './generate';
import { regionOf } from './region';
import { readsWell } from './spelling';
import {
  BAND_PREFIXES,
  BAND_SUFFIXES,
  type Band,
  DESCRIPTORS,
  HEADING_FEATURES,
  HEADING_PREFIXES,
  LEADS,
  LINKERS,
  OLD_ROOTS,
  RIVER_CONNECTORS,
  RIVER_ENDINGS,
  RIVER_STEMS,
} from './words';

/** Small squares of towns at spawn, in each heading near, mid and far, and on diagonals. */
function sample(): { x: number; y: number; parts: TownNameParts }[] {
  const side = caseCount(12, 6);
  const centres = [
    [0, 0],
    [0, -700],
    [900, 0],
    [0, 3000],
    [-3000, 0],
    [2500, -2500],
    [0, -20000],
    [20000, 0],
    [0, 20000],
    [-20000, 0],
    [-15000, 15000],
  ] as const;
  const towns = [];
  for (const [cx, cy] of centres) {
    for (let dx = 0; dx < side; dx++) {
      for (let dy = 0; dy < side; dy++) {
        const x = cx + dx - side / 2;
        const y = cy + dy - side / 2;
        towns.push({ x, y, parts: townNamePartsV1(x, y) });
      }
    }
  }
  return towns;
}

/** The first ten towns failing `ok`, for a readable failure. */
function offenders(
  towns: readonly { x: number; y: number; parts: TownNameParts }[],
  ok: (parts: TownNameParts, x: number, y: number) => boolean,
): string[] {
  return towns
    .filter(({ x, y, parts }) => !ok(parts, x, y))
    .slice(0, 10)
    .map(({ x, y, parts }) => `(${x}, ${y}) ${parts.name}`);
}

const SUFFIX_BANDS_OF: Record<Band, readonly Band[]> = {
  near: ['near', 'mid'],
  mid: ['near', 'mid', 'far'],
  far: ['mid', 'far'],
};

/** The name the parts spell in their form, or undefined when a part the form needs is missing. */
function spelled(p: TownNameParts): string | undefined {
  switch (p.form) {
    case 'plain':
      return p.compound;
    case 'lead':
      return p.lead && `${p.lead} ${p.compound}`;
    case 'descriptor':
      return p.descriptor && `${p.compound} ${p.descriptor}`;
    case 'lead-descriptor':
      return p.lead && p.descriptor && `${p.lead} ${p.compound} ${p.descriptor}`;
    case 'feature':
    case 'river':
      return p.feature && `${p.compound}-${p.feature}`;
  }
}

describe('a town name is built from its parts', () => {
  const towns = sample();

  it('lies in the region of its block', () => {
    expect(
      offenders(towns, (p, x, y) => JSON.stringify(p.region) === JSON.stringify(regionOf(x, y))),
    ).toEqual([]);
  });

  it('joins a prefix of its family, a linker and a suffix of its band into one readable compound', () => {
    const wrong = offenders(
      towns,
      (p) =>
        prefixesOf(p.prefixFamily).includes(p.prefix) &&
        LINKERS.includes(p.linker) &&
        BAND_SUFFIXES[p.suffixBand].includes(p.suffix) &&
        p.compound === p.prefix + p.linker + p.suffix &&
        compoundReadsWell(p.prefix, p.linker, p.suffix),
    );
    expect(wrong).toEqual([]);
  });

  it('takes its prefix from a heading of the block, its own band or the old roots', () => {
    const wrong = offenders(towns, (p) =>
      [...p.region.headings, p.region.band, 'old'].includes(p.prefixFamily),
    );
    expect(wrong).toEqual([]);
  });

  it('takes its suffix from its own band or the neighbouring one, never across two', () => {
    expect(offenders(towns, (p) => SUFFIX_BANDS_OF[p.region.band].includes(p.suffixBand))).toEqual([]);
  });

  it('never links into a far suffix with -en- or -ing-', () => {
    expect(offenders(towns, (p) => p.suffixBand !== 'far' || ['', 's'].includes(p.linker))).toEqual([]);
  });

  it('spells its form from its parts, with words of its band and heading', () => {
    const wrong = offenders(towns, (p) => {
      const band = p.region.band;
      const [connector, river, ...rest] = p.feature?.split('-') ?? [];
      return (
        p.name === spelled(p) &&
        (p.lead === undefined ||
          ((p.form === 'lead' || p.form === 'lead-descriptor') && LEADS[band].includes(p.lead))) &&
        (p.descriptor === undefined ||
          ((p.form === 'descriptor' || p.form === 'lead-descriptor') &&
            DESCRIPTORS[band].includes(p.descriptor))) &&
        (p.feature === undefined ||
          (p.form === 'feature' && p.region.headings.some((h) => HEADING_FEATURES[h].includes(p.feature!))) ||
          (p.form === 'river' &&
            rest.length === 0 &&
            RIVER_CONNECTORS.includes(connector!) &&
            RIVER_STEMS.some(
              (stem) =>
                river!.startsWith(stem) &&
                RIVER_ENDINGS.includes(river!.slice(stem.length)) &&
                riverReadsWell(stem, river!.slice(stem.length)),
            )))
      );
    });
    expect(wrong).toEqual([]);
  });

  it('reads well and never repeats a word part (no Ashford Ford, no Tidemere-upon-Tide)', () => {
    const wrong = offenders(towns, (p) => {
      const pieces = [p.prefix, p.suffix, p.lead, p.descriptor, p.feature?.split('-').at(-1)]
        .filter((piece): piece is string => piece !== undefined)
        .map((piece) => piece.toLowerCase());
      return (
        readsWell(p.name) &&
        pieces.every((a, i) => pieces.slice(i + 1).every((b) => !a.includes(b) && !b.includes(a)))
      );
    });
    expect(wrong).toEqual([]);
  });

  it('uses every form, prefix family and linker', () => {
    expect(new Set(towns.map(({ parts }) => parts.form)).size).toBe(6);
    expect(new Set(towns.map(({ parts }) => parts.prefixFamily)).size).toBe(8);
    expect([...new Set(towns.map(({ parts }) => parts.linker))].sort()).toEqual(['', 'en', 'ing', 's']);
  });
});

describe('prefixesOf', () => {
  it.each([
    ['old', OLD_ROOTS],
    ['near', BAND_PREFIXES.near],
    ['mid', BAND_PREFIXES.mid],
    ['far', BAND_PREFIXES.far],
    ['north', HEADING_PREFIXES.north],
    ['south', HEADING_PREFIXES.south],
    ['east', HEADING_PREFIXES.east],
    ['west', HEADING_PREFIXES.west],
  ] as const)('gives the %s family its own list', (family: PrefixFamily, list) => {
    expect(prefixesOf(family)).toBe(list);
  });
});

describe('compoundReadsWell', () => {
  it.each([
    ['Ash', '', 'ford', true, 'a bare join'],
    ['Oak', 'en', 'field', true, 'a linker after a short one-syllable prefix'],
    ['King', 's', 'barrow', true, "a possessive 's' after one plain consonant"],
    ['Wolf', 'en', 'ford', true, "a consonant cluster before a linker other than 's'"],
    ['Frost', 'en', 'ford', true, 'a linked prefix of five letters'],
    ['Blizzard', '', 'holme', true, 'thirteen letters'],
    ['Blizzard', '', 'holmes', false, 'fourteen letters'],
    ['Elm', '', 'helm', false, 'the suffix holds the prefix'],
    ['Frost', '', 'ton', false, 'a doubled letter at the join'],
    ['Thrush', 'en', 'ford', false, 'a linked prefix of six letters'],
    ['Umber', 'en', 'moor', false, 'a linked prefix of two syllables'],
    ['Oak', 'en', 'ash', false, 'a linker before a vowel'],
    ['Wolf', 's', 'barrow', false, "a possessive 's' after a consonant cluster"],
    ['Tar', 's', 'ford', false, "a possessive 's' after an r"],
    ['Ice', 'en', 'ford', false, 'a doubled letter between prefix and linker'],
    ['Oak', 'en', 'nook', false, 'a doubled letter between linker and suffix'],
    ['Hamb', '', 'strand', false, 'five consonants in a row'],
  ])('%s + %j + %s is %s: %s', (prefix, linker, suffix, expected) => {
    expect(compoundReadsWell(prefix, linker, suffix)).toBe(expected);
  });
});

describe('riverReadsWell', () => {
  it.each([
    ['Tarr', 'ow', true],
    ['Tarr', 'ford', false], // a doubled ending before a consonant
    ['Kin', 'king', false], // a stammer
  ])('%s + %s is %s', (stem, ending, expected) => {
    expect(riverReadsWell(stem, ending)).toBe(expected);
  });
});
