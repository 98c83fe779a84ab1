// placeVillagers' hall layout at its edges: full halls, slots wrapping round, negative and multi-digit block
// lines, full known locations, towns spelt with another case.
import { describe, expect, it } from 'vitest';
import { type PlacedVillager, placeVillagers, SLOT_NUMS, SLOT_ROWS, type Slot } from './placement';

const at = (uuid: string, x: number, z: number, dimension: number | string = 0): PlacedVillager => ({
  uuid,
  dimension,
  x,
  z,
});
const text = (slot: Slot | undefined) =>
  slot ? `${slot.town}/${slot.location}/${slot.row}${slot.num}` : 'not placed';
const placedText = (placed: Map<string, Slot>, uuids: readonly string[]) =>
  Object.fromEntries(uuids.map((uuid) => [uuid, text(placed.get(uuid))]));

/** One villager in each block of a `rows` (x) by `nums` (z) grid from (0, 0), named `g<x>-<z>`. */
const grid = (rows: number, nums: number) =>
  Array.from({ length: rows * nums }, (_, i) => {
    const x = Math.floor(i / nums);
    const z = i % nums;
    return at(`g${x}-${z}`, x + 0.5, z + 0.5);
  });

describe('placeVillagers: hall layout edges', () => {
  it('fills a hall of 26 × 20 blocks exactly, and a second villager of a block goes on to the next hall', () => {
    const villagers = [...grid(SLOT_ROWS.length, SLOT_NUMS), at('extra', 25.9, 19.9)];
    const placed = placeVillagers({ villagers, nameTown: () => 'T' });
    expect(placedText(placed, ['g0-0', 'g0-19', 'g1-0', 'g25-19', 'extra'])).toEqual({
      'g0-0': 'T/Hall 1/A1',
      'g0-19': 'T/Hall 1/A20',
      'g1-0': 'T/Hall 1/B1',
      'g25-19': 'T/Hall 1/Z20',
      extra: 'T/Hall 2/A1',
    });
    expect(new Set([...placed.values()].map(text)).size).toBe(villagers.length);
  });

  it("moves a villager whose slot is taken on to the hall's free slots, round from Z20 to A1", () => {
    // Rows along x (26 block lines), numbers along z (20 lines); the corner (0, 0) is empty so A1 is free.
    const villagers = [
      at('first', 0.5, 1.5),
      ...Array.from({ length: 24 }, (_, i) => at(`x${i + 1}`, i + 1.5, 0.5)),
      ...Array.from({ length: 20 }, (_, z) => at(`z${z}`, 25.5, z + 0.5)),
      at('twin', 25.7, 19.7),
    ];
    const placed = placeVillagers({ villagers, nameTown: () => 'T' });
    expect(placedText(placed, ['first', 'x1', 'z0', 'z19', 'twin'])).toEqual({
      first: 'T/Hall 1/A2',
      x1: 'T/Hall 1/B1',
      z0: 'T/Hall 1/Z1',
      z19: 'T/Hall 1/Z20',
      twin: 'T/Hall 1/A1',
    });
  });

  it('ranks negative and multi-digit block lines as numbers, not as text', () => {
    const villagers = [
      at('m2', -2.5, 0.5),
      at('m1', -1.5, 0.5),
      at('p9', 9.5, 0.5),
      at('p10', 10.5, 0.5),
      at('p2', 2.5, -10.5),
      at('q', 3.5, -9.5),
      at('r', 4.5, 0.5),
      at('s', 5.5, 0.5),
      at('t', 6.5, 0.5),
      at('u', 7.5, 0.5),
      at('w', 8.5, 0.5),
      at('k0', 0.5, -8.5),
      at('k1', 1.5, -3.5),
      at('k2', 1.5, -2.5),
    ];
    const placed = placeVillagers({ villagers, nameTown: () => 'T' });
    // x lines -3, -2, 0, 1, 2, … 10 give rows A–M; z lines -11, -10, -9, -4, -3, 0 give numbers 1–6.
    expect(placedText(placed, ['m2', 'm1', 'k0', 'k1', 'k2', 'p2', 'q', 'p9', 'p10'])).toEqual({
      m2: 'T/Hall 1/A6',
      m1: 'T/Hall 1/B6',
      k0: 'T/Hall 1/C3',
      k1: 'T/Hall 1/D4',
      k2: 'T/Hall 1/D5',
      p2: 'T/Hall 1/E1',
      q: 'T/Hall 1/F2',
      p9: 'T/Hall 1/L6',
      p10: 'T/Hall 1/M6',
    });
  });

  it('lays rows along z when the group is longer in z, with negative lines first', () => {
    const villagers = [at('a', 0.5, -5.5), at('b', 0.5, 4.5), at('c', 1.5, -0.5), at('d', 1.5, 10.5)];
    const placed = placeVillagers({ villagers, nameTown: () => 'T' });
    expect(placedText(placed, ['a', 'b', 'c', 'd'])).toEqual({
      a: 'T/Hall 1/A1',
      c: 'T/Hall 1/B2',
      b: 'T/Hall 1/C1',
      d: 'T/Hall 1/D2',
    });
  });

  it('puts newcomers to a full known location into a new hall, in position order', () => {
    const known = new Map<string, Slot>();
    for (let i = 0; i < SLOT_ROWS.length * SLOT_NUMS; i++) {
      known.set(`old${i}`, {
        town: 'Canz',
        location: 'Main',
        row: SLOT_ROWS[Math.floor(i / SLOT_NUMS)]!,
        num: (i % SLOT_NUMS) + 1,
      });
    }
    const villagers = [at('old0', 0.5, 0.5), at('new2', 2.5, 0.5), at('new1', 1.5, 0.5)];
    const placed = placeVillagers({ villagers, known, taken: [...known.values()] });
    expect(placedText(placed, ['old0', 'new1', 'new2'])).toEqual({
      old0: 'Canz/Main/A1',
      new1: 'Canz/Hall 1/A1',
      new2: 'Canz/Hall 1/A2',
    });
  });

  it("joins a known location when the town's stored spelling differs only in case", () => {
    const known = new Map<string, Slot>([['old', { town: 'Canz', location: 'Main', row: 'A', num: 1 }]]);
    const placed = placeVillagers({
      villagers: [at('old', 0.5, 0.5), at('new', 1.5, 0.5)],
      known,
      taken: [{ town: 'CANZ', location: 'main', row: 'A', num: 1 }],
    });
    expect(placedText(placed, ['old', 'new'])).toEqual({ old: 'Canz/Main/A1', new: 'CANZ/Main/A2' });
  });

  it('places nothing for an empty world, and only the known slots when every villager is known', () => {
    expect(placeVillagers({ villagers: [] }).size).toBe(0);
    const known = new Map<string, Slot>([['a', { town: 'Canz', location: 'Main', row: 'B', num: 3 }]]);
    let named = 0;
    const placed = placeVillagers({
      villagers: [at('a', 0.5, 0.5)],
      known,
      nameTown: () => {
        named++;
        return 'T';
      },
    });
    expect(placedText(placed, ['a'])).toEqual({ a: 'Canz/Main/B3' });
    expect(named).toBe(0);
  });

  it('fills a known location in order of x, then z, then UUID, whatever the UUIDs say', () => {
    const known = new Map<string, Slot>([['old', { town: 'Canz', location: 'Main', row: 'A', num: 1 }]]);
    const villagers = [
      at('old', 0.5, 0.5),
      at('a', 4.5, 1.5),
      at('b', 4.5, 0.5),
      at('c', 3.5, 0.5),
      at('e', 5.5, 0.7),
      at('d', 5.5, 0.7),
    ];
    const placed = placeVillagers({ villagers, known, taken: [...known.values()] });
    expect(placedText(placed, ['c', 'b', 'a', 'd', 'e'])).toEqual({
      c: 'Canz/Main/A2',
      b: 'Canz/Main/A3',
      a: 'Canz/Main/A4',
      d: 'Canz/Main/A5',
      e: 'Canz/Main/A6',
    });
  });

  it.each([
    ['in sort order', ['Abe', 'Zed'], 'Abe'],
    ['against sort order', ['Zed', 'Abe'], 'Abe'],
    ['three ways', ['Mid', 'Abe', 'Zed'], 'Abe'],
  ])('breaks a tie of known towns by name, the villagers %s by x', (_name, towns, winner) => {
    const known = new Map<string, Slot>(
      towns.map((town, i) => [`k${i}`, { town, location: `L${i}`, row: 'A', num: 1 }]),
    );
    const villagers = [...towns.map((_, i) => at(`k${i}`, i + 0.5, 0.5)), at('new', 9.5, 0.5)];
    const placed = placeVillagers({ villagers, known, taken: [...known.values()] });
    expect(placed.get('new')?.town).toBe(winner);
  });

  it('folds names with toLowerCase: a town spelt STRASSE is not the town Straße', () => {
    const placed = placeVillagers({
      villagers: [at('a', 0.5, 0.5)],
      nameTown: () => 'Straße',
      locations: [{ town: 'STRASSE', location: 'Hall 1' }],
    });
    expect(text(placed.get('a'))).toBe('Straße/Hall 1/A1');
  });

  it('lays a hall out block line by block line, not in order of exact x', () => {
    // q and r share the block of A1; p (smaller x, next block line across) wants A2, which r took first.
    const villagers = [at('p', 0.3, 1.5), at('q', 0.7, 0.5), at('r', 0.9, 0.9), at('s', 1.5, 0.5)];
    const placed = placeVillagers({ villagers, nameTown: () => 'T' });
    expect(placedText(placed, ['q', 'r', 'p', 's'])).toEqual({
      q: 'T/Hall 1/A1',
      r: 'T/Hall 1/A2',
      p: 'T/Hall 1/A3',
      s: 'T/Hall 1/B1',
    });
  });

  it('numbers the halls of a tiled group by tile, rows first, whatever villager comes first', () => {
    // Two bands of 26 block lines along x. In each, the first line holds one villager far across (number 22,
    // the second tile across), so that tile is met before the band's first tile.
    const villagers: PlacedVillager[] = [];
    for (const band of [0, 1]) {
      const ox = 26 * band;
      villagers.push(at(`p${band}`, ox + 0.5, 21.5));
      for (let z = 0; z <= 21; z++) villagers.push(at(`v${band}-${z}`, ox + 1.5, z + 0.5));
      for (let x = 2; x <= 25; x++) villagers.push(at(`h${band}-${x}`, ox + x + 0.5, 0.5));
    }
    const placed = placeVillagers({ villagers, nameTown: () => 'T' });
    expect(placedText(placed, ['v0-0', 'p0', 'v1-0', 'p1'])).toEqual({
      'v0-0': 'T/Hall 1/B1',
      p0: 'T/Hall 2/A2',
      'v1-0': 'T/Hall 3/B1',
      p1: 'T/Hall 4/A2',
    });
  });

  it('keeps tiles 1 and 11 apart from tiles 11 and 1', () => {
    // Block lines x = 0..299 and z = 0..229: tiles of 26 × 20, among them (1, 11) and (11, 1).
    const villagers: PlacedVillager[] = [];
    for (let x = 0; x < 300; x++) villagers.push(at(`x${x}`, x + 0.5, 0.5));
    for (let z = 1; z < 230; z++) villagers.push(at(`z${z}`, 0.5, z + 0.5));
    for (let x = 1; x <= 30; x++) villagers.push(at(`a${x}`, x + 0.5, 225.5));
    for (let z = 1; z <= 25; z++) villagers.push(at(`b${z}`, 290.5, z + 0.5));
    const placed = placeVillagers({ villagers, nameTown: () => 'T' });
    // 12 tiles along x, 11 more along z, and (1, 11) and (11, 1).
    expect(new Set([...placed.values()].map((slot) => slot.location)).size).toBe(25);
    expect(new Set([...placed.values()].map(text)).size).toBe(villagers.length);
    expect(placedText(placed, ['a26', 'b20'])).toEqual({ a26: 'T/Hall 14/A6', b20: 'T/Hall 25/E1' });
  });

  it('sends what a full hall cannot hold on to the next hall in order of x, then z', () => {
    // Two villagers more than the hall's 520 slots: each taken slot pushes the rest on, so the last two of the
    // layout order (block line z 18, then 19, of the last line x) are left over. By position, the second (at
    // x 25.1) comes before the first (x 25.9).
    const villagers = [
      ...grid(SLOT_ROWS.length, SLOT_NUMS).filter((v) => v.uuid !== 'g25-18' && v.uuid !== 'g25-19'),
      at('last18', 25.9, 18.5),
      at('last19', 25.1, 19.5),
      at('extra0', 0.9, 0.9),
      at('extra1', 1.9, 0.9),
    ];
    const placed = placeVillagers({ villagers, nameTown: () => 'T' });
    expect(placedText(placed, ['g0-0', 'extra0', 'g0-1', 'last19', 'last18'])).toEqual({
      'g0-0': 'T/Hall 1/A1',
      extra0: 'T/Hall 1/A2',
      'g0-1': 'T/Hall 1/A3',
      last19: 'T/Hall 2/A1',
      last18: 'T/Hall 2/A2',
    });
  });

  it('numbers new halls by the centre z of location groups with one centre x', () => {
    // The line's first villager (x = 0) comes first, but its centre (10, 50) lies south of the lone one's (10, 0).
    const line = [0, 10, 20].map((x, i) => at(`line${i}`, x + 0.5, 50.5));
    const placed = placeVillagers({ villagers: [...line, at('lone', 10.5, 0.5)], nameTown: () => 'T' });
    expect(placedText(placed, ['lone', 'line0'])).toEqual({ lone: 'T/Hall 1/A1', line0: 'T/Hall 2/A1' });
  });

  it('names a town at its centre rounded, with a z of -0 read as 0', () => {
    const calls: number[][] = [];
    placeVillagers({
      villagers: [at('a', 10.2, -0.4), at('b', 10.6, 0.2)],
      nameTown: (x, z) => {
        calls.push([x, z]);
        return 'T';
      },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe(10);
    expect(Object.is(calls[0]![1], 0)).toBe(true);
  });
});
