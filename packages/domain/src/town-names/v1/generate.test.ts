import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prefixesOf, type TownNameParts, townNamePartsV1 } from './generate';
import {
  BAND_SUFFIXES,
  BLOCKED_FRAGMENTS,
  DESCRIPTORS,
  HEADING_FEATURES,
  type Heading,
  LEADS,
} from './words';

// The generator's statistics over large grids (slow: under mutation the part runs the fast tests instead; see
// mutation/targets.mjs). Pinned names are in generate-frozen.test.ts, its rules in generate-rules.test.ts.
const grids = new Map<string, TownNameParts[]>();
/** Every point of a size×size grid centred on (cx, cy), computed once per file. */
function grid(cx: number, cy: number, size: number): TownNameParts[] {
  const key = `${cx},${cy},${size}`;
  let parts = grids.get(key);
  if (!parts) {
    parts = [];
    for (let dx = 0; dx < size; dx++) {
      for (let dy = 0; dy < size; dy++) parts.push(townNamePartsV1(cx - size / 2 + dx, cy - size / 2 + dy));
    }
    grids.set(key, parts);
  }
  return parts;
}
const spawnGrid = () => grid(0, 0, 200);
const farNorthGrid = () => grid(0, -20000, 200);
/** The central 100×100 of a 200×200 grid (column-major, as grid() builds it). */
const centre = (parts: readonly TownNameParts[]) =>
  parts.filter((_, i) => Math.abs(((i / 200) | 0) - 99.5) < 50 && Math.abs((i % 200) - 99.5) < 50);

function duplicateShare(parts: readonly TownNameParts[]): number {
  return (parts.length - new Set(parts.map((p) => p.name)).size) / parts.length;
}
function share(parts: readonly TownNameParts[], test: (p: TownNameParts) => boolean): number {
  return parts.filter(test).length / parts.length;
}
/** Names of the parts failing `ok` (the first ten), for a readable failure. */
function offenders(parts: readonly TownNameParts[], ok: (p: TownNameParts) => boolean): string[] {
  return parts
    .filter((p) => !ok(p))
    .slice(0, 10)
    .map((p) => p.name);
}
const digest = (parts: readonly TownNameParts[]) =>
  createHash('sha256')
    .update(parts.map((p) => p.name).join('\n'))
    .digest('hex');

describe('version 1 is frozen', () => {
  it('names whole grids byte for byte as when version 1 shipped', () => {
    expect(digest(spawnGrid())).toBe('9b7b616a16c4cb230476b30867ad96d6b5bfa6786f28f863b6508c6144afbbf6');
    expect(digest(farNorthGrid())).toBe('6bd4f21b93bcff5b14f342e901931f8d15e6dda9ba705244980c637e1d6d4407');
    // The first use of the two 200×200 grids names 80,000 blocks: seconds on a busy machine.
  }, 30_000);
});

describe('collisions', () => {
  it.each([
    ['spawn', spawnGrid],
    ['far north', farNorthGrid],
  ])('few duplicate names around %s', (_, parts) => {
    expect(centre(parts())).toHaveLength(10_000);
    expect(duplicateShare(centre(parts()))).toBeLessThanOrEqual(0.005); // 100×100
    expect(duplicateShare(parts())).toBeLessThanOrEqual(0.01); // 200×200
  });

  it('neighbouring blocks almost never share a name', () => {
    const parts = spawnGrid();
    let same = 0;
    for (let i = 0; i + 201 < parts.length; i++) {
      if (parts[i]!.name === parts[i + 1]!.name || parts[i]!.name === parts[i + 200]!.name) same++;
    }
    expect(same / parts.length).toBeLessThan(0.001);
  });
});

describe('the place shapes the name', () => {
  const farGrids: readonly (readonly [Heading, () => TownNameParts[]])[] = [
    ['north', farNorthGrid],
    ['south', () => grid(0, 20000, 60)],
    ['east', () => grid(20000, 0, 60)],
    ['west', () => grid(-20000, 0, 60)],
  ];

  it.each(farGrids)('far %s names draw on their heading and on wild words only', (heading, parts) => {
    const wrong = offenders(
      parts(),
      (p) =>
        p.region.band === 'far' &&
        p.region.headings.join() === heading &&
        [heading, 'far', 'old'].includes(p.prefixFamily) &&
        prefixesOf(p.prefixFamily).includes(p.prefix) &&
        ['far', 'mid'].includes(p.suffixBand) &&
        BAND_SUFFIXES[p.suffixBand].includes(p.suffix) &&
        (p.lead === undefined || LEADS.far.includes(p.lead)) &&
        (p.descriptor === undefined || DESCRIPTORS.far.includes(p.descriptor)) &&
        (p.form !== 'feature' || HEADING_FEATURES[heading].includes(p.feature!)),
    );
    expect(wrong).toEqual([]);
    expect(share(parts(), (p) => p.prefixFamily === heading)).toBeGreaterThan(0.3);
    expect(share(parts(), (p) => p.suffixBand === 'far')).toBeGreaterThan(0.65);
    expect(share(parts(), (p) => p.form === 'feature')).toBeGreaterThan(0.08);
  });

  it('names around spawn are homely and never wild', () => {
    const parts = spawnGrid();
    const wrong = offenders(
      parts,
      (p) =>
        p.region.band === 'near' &&
        p.prefixFamily !== 'far' &&
        ['near', 'mid'].includes(p.suffixBand) &&
        (p.lead === undefined || LEADS.near.includes(p.lead)) &&
        (p.descriptor === undefined || DESCRIPTORS.near.includes(p.descriptor)),
    );
    expect(wrong).toEqual([]);
    expect(share(parts, (p) => p.suffixBand === 'near')).toBeGreaterThan(0.8);
    expect(share(parts, (p) => p.prefixFamily === 'near')).toBeGreaterThan(0.25);
    const families = new Set(parts.map((p) => p.prefixFamily));
    expect([...families].sort()).toEqual(['east', 'near', 'north', 'old', 'south', 'west']);
  });

  it('north of spawn never uses southern words, east never western, and so on', () => {
    const opposite: Record<Heading, Heading> = { north: 'south', south: 'north', east: 'west', west: 'east' };
    const wrong = offenders(spawnGrid(), (p) =>
      p.region.headings.every((h) => p.prefixFamily !== opposite[h]),
    );
    expect(wrong).toEqual([]);
  });

  it('a diagonal mixes both headings', () => {
    const parts = grid(15000, -15000, 60);
    expect(offenders(parts, (p) => ['north', 'east', 'far', 'old'].includes(p.prefixFamily))).toEqual([]);
    expect(share(parts, (p) => p.prefixFamily === 'north')).toBeGreaterThan(0.12);
    expect(share(parts, (p) => p.prefixFamily === 'east')).toBeGreaterThan(0.12);
  });

  it('the middle distance uses woodland words and mostly middle suffixes', () => {
    const parts = grid(0, 3000, 60);
    expect(offenders(parts, (p) => ['south', 'mid', 'old'].includes(p.prefixFamily))).toEqual([]);
    expect(share(parts, (p) => p.prefixFamily === 'mid')).toBeGreaterThan(0.2);
    expect(share(parts, (p) => p.suffixBand === 'mid')).toBeGreaterThan(0.6);
  });

  it('uses every form', () => {
    const forms = new Set([...spawnGrid(), ...farNorthGrid()].map((p) => p.form));
    expect([...forms].sort()).toEqual(['descriptor', 'feature', 'lead', 'lead-descriptor', 'plain', 'river']);
  });
});

describe('names read well', () => {
  const CONNECTORS = new Set(['upon', 'on', 'by', 'under', 'in', 'the', 'at', 'next']);
  const BLOCKED = new RegExp(BLOCKED_FRAGMENTS.join('|'));
  const everyName = () => [...spawnGrid(), ...farNorthGrid()];

  it('are capitalised words of letters, with lower-case connectors only inside hyphenated endings', () => {
    const wrong = offenders(
      everyName(),
      ({ name }) =>
        /^[A-Z][a-z]+(?:[ -][A-Za-z]+)*$/.test(name) &&
        name.split(' ').every((word) => {
          const parts = word.split('-');
          return (
            /^[A-Z]/.test(parts[0]!) &&
            /^[A-Z]/.test(parts.at(-1)!) &&
            parts.every((part) => /^[A-Z]/.test(part) || CONNECTORS.has(part))
          );
        }),
    );
    expect(wrong).toEqual([]);
  });

  it('have no triple letters, no doubled letter at a join, nothing rude and no great length', () => {
    const wrong = offenders(everyName(), (p) => {
      const joins = p.linker
        ? [
            [p.prefix, p.linker],
            [p.linker, p.suffix],
          ]
        : [[p.prefix, p.suffix]];
      return (
        !/(.)\1\1/i.test(p.name) &&
        !BLOCKED.test(p.name.toLowerCase().replace(/[^a-z]/g, '')) &&
        joins.every(([left, right]) => left!.at(-1)!.toLowerCase() !== right![0]) &&
        p.compound === p.prefix + p.linker + p.suffix &&
        p.compound.length <= 13 &&
        p.name.length <= 40
      );
    });
    expect(wrong).toEqual([]);
  });

  it('never repeat a word part (no Ashford Ford, no Tidemere-upon-Tide)', () => {
    const wrong = offenders(everyName(), (p) => {
      const pieces = [p.prefix, p.suffix, p.lead, p.descriptor, p.feature?.split('-').at(-1)]
        .filter((piece): piece is string => piece !== undefined)
        .map((piece) => piece.toLowerCase());
      return pieces.every((a, i) => pieces.slice(i + 1).every((b) => !a.includes(b) && !b.includes(a)));
    });
    expect(wrong).toEqual([]);
  });
});
