import { describe, expect, it } from 'vitest';
import { compoundReadsWell, riverReadsWell } from './generate';
import { readsWell } from './spelling';
import {
  BAND_PREFIXES,
  BAND_SUFFIXES,
  type Band,
  BLOCKED_FRAGMENTS,
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

describe('version 1 word lists', () => {
  const prefixFamilies: readonly (readonly string[])[] = [
    ...Object.values(HEADING_PREFIXES),
    ...Object.values(BAND_PREFIXES),
    OLD_ROOTS,
  ];
  const allPrefixes = prefixFamilies.flat();
  const bands: readonly Band[] = ['near', 'mid', 'far'];

  it('are frozen', () => {
    const records = [HEADING_PREFIXES, BAND_PREFIXES, BAND_SUFFIXES, LEADS, DESCRIPTORS, HEADING_FEATURES];
    for (const record of records) {
      expect(Object.isFrozen(record)).toBe(true);
      for (const words of Object.values(record)) expect(Object.isFrozen(words)).toBe(true);
    }
    for (const words of [
      OLD_ROOTS,
      LINKERS,
      RIVER_CONNECTORS,
      RIVER_STEMS,
      RIVER_ENDINGS,
      BLOCKED_FRAGMENTS,
    ]) {
      expect(Object.isFrozen(words)).toBe(true);
    }
  });

  it('are big enough', () => {
    for (const words of Object.values(HEADING_PREFIXES)) expect(words.length).toBeGreaterThanOrEqual(60);
    for (const words of Object.values(BAND_PREFIXES)) expect(words.length).toBeGreaterThanOrEqual(80);
    for (const words of Object.values(BAND_SUFFIXES)) expect(words.length).toBeGreaterThanOrEqual(50);
    expect(OLD_ROOTS.length).toBeGreaterThanOrEqual(300);
  });

  it('keep each prefix in exactly one family, so a name tells where it came from', () => {
    expect(new Set(allPrefixes).size).toBe(allPrefixes.length);
  });

  it('have no repeats inside a list, except the weighted linkers and connectors', () => {
    const lists = [
      ...Object.values(BAND_SUFFIXES),
      ...Object.values(LEADS),
      ...Object.values(DESCRIPTORS),
      ...Object.values(HEADING_FEATURES),
      RIVER_STEMS,
      RIVER_ENDINGS,
    ];
    for (const words of lists) expect(new Set(words).size).toBe(words.length);
  });

  it('are spelled the way they are joined', () => {
    for (const word of allPrefixes) expect(word).toMatch(/^[A-Z][a-z]{1,7}$/);
    for (const word of Object.values(BAND_SUFFIXES).flat()) expect(word).toMatch(/^[a-z]{2,}$/);
    for (const word of [...Object.values(LEADS).flat(), ...Object.values(DESCRIPTORS).flat()]) {
      expect(word).toMatch(/^[A-Z][a-z]+$/);
    }
    for (const word of Object.values(HEADING_FEATURES).flat())
      expect(word).toMatch(/^[a-z]+(-[a-z]+)*-[A-Z][a-z]+$|^[a-z]+-[A-Z][a-z]+-[A-Z][a-z]+$/);
    for (const word of RIVER_STEMS) expect(word).toMatch(/^[A-Z][a-z]+$/);
    for (const word of [...LINKERS, ...RIVER_ENDINGS, ...RIVER_CONNECTORS]) expect(word).toMatch(/^[a-z]*$/);
  });

  it('read well on their own', () => {
    for (const word of [...allPrefixes, ...Object.values(BAND_SUFFIXES).flat()])
      expect(readsWell(word)).toBe(true);
  });

  it('let every prefix join several suffixes of every band, so a compound can always be made', () => {
    for (const prefix of allPrefixes) {
      for (const band of bands) {
        const joins = BAND_SUFFIXES[band].filter((suffix) => compoundReadsWell(prefix, '', suffix));
        expect(joins.length, `${prefix} with ${band} suffixes`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('let every river stem take several endings', () => {
    for (const stem of RIVER_STEMS) {
      expect(RIVER_ENDINGS.filter((ending) => riverReadsWell(stem, ending)).length).toBeGreaterThanOrEqual(3);
    }
  });
});
