import { describe, expect, it } from 'vitest';
import { Prng } from '../prng';
import { townName } from '../town-names';
import { clusterPoints, type PlanePoint, planeDistance } from './clusters';
import { type PlacedVillager, placeVillagers, SLOT_NUMS, SLOT_ROWS, type Slot } from './placement';

/** The clusters by definition: every pair within the radius linked, then connected components (O(n²)). */
function bruteClusters(points: readonly PlanePoint[], radius: number): number[][] {
  const seen = new Set<number>();
  const clusters: number[][] = [];
  for (let start = 0; start < points.length; start++) {
    if (seen.has(start)) continue;
    const cluster: number[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const i = queue.shift()!;
      cluster.push(i);
      for (let j = 0; j < points.length; j++) {
        if (!seen.has(j) && planeDistance(points[i]!, points[j]!) <= radius) {
          seen.add(j);
          queue.push(j);
        }
      }
    }
    clusters.push(cluster.sort((a, b) => a - b));
  }
  return clusters;
}

const normalise = (clusters: number[][]) =>
  clusters.map((c) => [...c].sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!);

let uuidCounter = 0;
const villager = (x: number, z: number, dimension = 0, uuid?: string): PlacedVillager => ({
  uuid: uuid ?? `v${String(++uuidCounter).padStart(5, '0')}`,
  dimension,
  x,
  z,
});

/** A hall: `lines` lines of `perLine` villagers, one every `spacing` blocks, lines along x or z. */
function hall(
  origin: PlanePoint,
  perLine: number,
  lines: number,
  along: 'x' | 'z',
  spacing = 2,
): PlacedVillager[] {
  const out: PlacedVillager[] = [];
  for (let line = 0; line < lines; line++) {
    for (let i = 0; i < perLine; i++) {
      const a = i * spacing + 0.5;
      const b = line * 3 + 0.5;
      out.push(
        villager(
          origin.x + (along === 'x' ? a : b),
          origin.z + (along === 'x' ? b : a),
          0,
          `h-${origin.x}-${line}-${i}`,
        ),
      );
    }
  }
  return out;
}

const slotOf = (placed: Map<string, Slot>, uuid: string) => {
  const slot = placed.get(uuid);
  if (!slot) throw new Error(`${uuid} was not placed`);
  return slot;
};
const slotText = (s: Slot) => `${s.town}/${s.location}/${s.row}${s.num}`;

describe('clusterPoints', () => {
  it.each([
    ['nothing', [], 96, []],
    ['one point', [{ x: 0, z: 0 }], 96, [[0]]],
    [
      'exactly the radius apart',
      [
        { x: 0, z: 0 },
        { x: 96, z: 0 },
      ],
      96,
      [[0, 1]],
    ],
    [
      'just over the radius',
      [
        { x: 0, z: 0 },
        { x: 96.01, z: 0 },
      ],
      96,
      [[0], [1]],
    ],
    [
      'diagonal: x/z distance, not per axis',
      [
        { x: 0, z: 0 },
        { x: 70, z: 70 },
      ],
      96,
      [[0], [1]],
    ],
    [
      'a chain links the ends',
      [
        { x: 0, z: 0 },
        { x: 90, z: 0 },
        { x: 180, z: 0 },
      ],
      96,
      [[0, 1, 2]],
    ],
    [
      'negative coordinates and cell borders',
      [
        { x: -1, z: -1 },
        { x: 1, z: 1 },
        { x: -200, z: 5 },
      ],
      16,
      [[0, 1], [2]],
    ],
  ] as const)('%s', (_name, points, radius, expected) => {
    expect(normalise(clusterPoints(points, radius))).toEqual(expected);
  });

  it('refuses a radius that is not positive', () => {
    expect(() => clusterPoints([], 0)).toThrow(RangeError);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'agrees with the brute-force clusters on random worlds (seed %i)',
    (seed) => {
      const prng = new Prng(seed);
      const radius = prng.pick([16, 96, 5.5]);
      const spread = prng.pick([50, 500, 3000]);
      const points = Array.from({ length: prng.int(1, 300) }, () => ({
        x: prng.int(-spread, spread) + prng.next(),
        z: prng.int(-spread, spread) + prng.next(),
      }));
      expect(normalise(clusterPoints(points, radius))).toEqual(bruteClusters(points, radius));
    },
  );

  it.each([11, 12, 13, 14, 15, 16])(
    'agrees with the brute-force clusters on crowded halls and points exactly a radius apart (seed %i)',
    (seed) => {
      const prng = new Prng(seed);
      const radius = prng.pick([3, 4, 5]);
      // Whole-block positions: many pairs exactly `radius` apart, and many points per cell.
      const points = Array.from({ length: prng.int(50, 400) }, () => ({
        x: prng.int(-30, 30),
        z: prng.int(-30, 30),
      }));
      expect(normalise(clusterPoints(points, radius))).toEqual(bruteClusters(points, radius));
    },
  );
});

describe('placeVillagers', () => {
  it('puts two towns 500 blocks apart in two towns named from their centres', () => {
    const a = [villager(10.5, 10.5), villager(12.5, 10.5)];
    const b = [villager(510.5, 10.5), villager(512.5, 10.5)];
    const placed = placeVillagers({ villagers: [...a, ...b] });
    expect(slotOf(placed, a[0]!.uuid).town).toBe(townName(12, 11));
    expect(slotOf(placed, b[0]!.uuid).town).toBe(townName(512, 11));
    expect(townName(12, 11)).not.toBe(townName(512, 11));
    expect(new Set(a.map((v) => slotOf(placed, v.uuid).town)).size).toBe(1);
  });

  it.each([
    ['two lines of 15 along x: rows A–O along x, numbers 1–2 across', 'x' as const],
    ['two lines of 15 along z: rows A–O along z, numbers 1–2 across', 'z' as const],
  ])('lays out a hall of 30 villagers: %s', (_name, along) => {
    const villagers = hall({ x: 100, z: 200 }, 15, 2, along);
    const placed = placeVillagers({ villagers, nameTown: () => 'Town' });
    for (const [index, v] of villagers.entries()) {
      const line = Math.floor(index / 15);
      const position = index % 15;
      expect(slotOf(placed, v.uuid)).toEqual({
        town: 'Town',
        location: 'Hall 1',
        row: SLOT_ROWS[position],
        num: line + 1,
      });
    }
  });

  it('spills a hall longer than 26 rows into the next hall', () => {
    const villagers = hall({ x: 0, z: 0 }, 30, 1, 'x', 1);
    const placed = placeVillagers({ villagers, nameTown: () => 'Long' });
    expect(villagers.map((v) => slotText(slotOf(placed, v.uuid)))).toEqual([
      ...SLOT_ROWS.split('').map((row) => `Long/Hall 1/${row}1`),
      'Long/Hall 2/A1',
      'Long/Hall 2/B1',
      'Long/Hall 2/C1',
      'Long/Hall 2/D1',
    ]);
  });

  it('spills more than 20 numbers across into the next hall', () => {
    const villagers = hall({ x: 0, z: 0 }, 30, 22, 'x', 3).map((v, i) => ({ ...v, uuid: `w${i}` }));
    const placed = placeVillagers({ villagers, nameTown: () => 'Wide' });
    const halls = new Map<string, number>();
    for (const v of villagers) {
      const slot = slotOf(placed, v.uuid);
      halls.set(slot.location, (halls.get(slot.location) ?? 0) + 1);
    }
    // 30 along × 22 across = tiles of 26×20, 4×20, 26×2, 4×2.
    expect(Object.fromEntries(halls)).toEqual({ 'Hall 1': 520, 'Hall 2': 52, 'Hall 3': 80, 'Hall 4': 8 });
  });

  it('names the halls of a town in order of x then z', () => {
    const east = hall({ x: 140, z: 0 }, 3, 1, 'x');
    const west = hall({ x: 60, z: 0 }, 3, 1, 'x');
    const westSouth = hall({ x: 60, z: 40 }, 3, 1, 'x').map((v) => ({ ...v, uuid: `s-${v.uuid}` }));
    const placed = placeVillagers({ villagers: [...east, ...westSouth, ...west], nameTown: () => 'T' });
    expect(slotOf(placed, west[0]!.uuid).location).toBe('Hall 1');
    expect(slotOf(placed, westSouth[0]!.uuid).location).toBe('Hall 2');
    expect(slotOf(placed, east[0]!.uuid).location).toBe('Hall 3');
  });

  it('keeps the slot of a villager seen before, and puts a newcomer beside it in its town and location', () => {
    const old = villager(0.5, 0.5, 0, 'old');
    const newcomer = villager(2.5, 0.5, 0, 'new');
    const known = new Map([['old', { town: 'Canz', location: 'Main Hall', row: 'A', num: 1 }]]);
    const placed = placeVillagers({ villagers: [old, newcomer], known, taken: [...known.values()] });
    expect(slotOf(placed, 'old')).toEqual({ town: 'Canz', location: 'Main Hall', row: 'A', num: 1 });
    expect(slotOf(placed, 'new')).toEqual({ town: 'Canz', location: 'Main Hall', row: 'A', num: 2 });
  });

  it('keeps a known slot even when the villager walked off to another town', () => {
    const known = new Map([['walker', { town: 'Home', location: 'Hall 3', row: 'C', num: 7 }]]);
    const placed = placeVillagers({ villagers: [villager(9000, 9000, 0, 'walker')], known });
    expect(slotOf(placed, 'walker')).toEqual({ town: 'Home', location: 'Hall 3', row: 'C', num: 7 });
  });

  it('never takes a slot or a hall name that the town already uses', () => {
    const villagers = hall({ x: 0, z: 0 }, 3, 1, 'x');
    const placed = placeVillagers({
      villagers,
      nameTown: () => 'Canz',
      locations: [{ town: 'canz', location: 'hall 1' }],
      taken: [{ town: 'CANZ', location: 'Hall 2', row: 'A', num: 1 }],
    });
    // The existing town's spelling is kept; Hall 1 and Hall 2 exist already.
    expect(villagers.map((v) => slotText(slotOf(placed, v.uuid)))).toEqual([
      'canz/Hall 3/A1',
      'canz/Hall 3/B1',
      'canz/Hall 3/C1',
    ]);
  });

  it('gives two villagers standing in one block two slots', () => {
    const a = villager(0.3, 0.3, 0, 'a');
    const b = villager(0.7, 0.6, 0, 'b');
    const placed = placeVillagers({ villagers: [a, b], nameTown: () => 'T' });
    expect([slotText(slotOf(placed, 'a')), slotText(slotOf(placed, 'b'))]).toEqual([
      'T/Hall 1/A1',
      'T/Hall 1/A2',
    ]);
  });

  it('never puts villagers of different dimensions in one location', () => {
    const overworld = villager(0.5, 0.5, 0, 'o');
    const nether = villager(0.5, 0.5, -1, 'n');
    const placed = placeVillagers({ villagers: [overworld, nether] });
    // One spot, but two worlds: two clusters. Their centres give one generated name, so they share the
    // town, never a location.
    expect(slotOf(placed, 'o').town).toBe(slotOf(placed, 'n').town);
    expect(slotOf(placed, 'o').location).not.toBe(slotOf(placed, 'n').location);
  });

  it.each([11, 12, 13, 14, 15, 16])(
    'on random worlds (seed %i): every rule holds, whatever the input order',
    (seed) => {
      const prng = new Prng(seed);
      const villagers: PlacedVillager[] = [];
      for (let town = 0; town < prng.int(1, 4); town++) {
        const ox = prng.int(-5000, 5000);
        const oz = prng.int(-5000, 5000);
        for (let i = 0; i < prng.int(1, 120); i++) {
          villagers.push(
            villager(
              ox + prng.int(-120, 120) + prng.next(),
              oz + prng.int(-120, 120) + prng.next(),
              prng.pick([0, 0, 0, -1]),
            ),
          );
        }
      }
      const knownSample = villagers.filter(() => prng.chance(0.1));
      const known = new Map<string, Slot>(
        knownSample.map((v, i) => [
          v.uuid,
          {
            town: `Known ${i % 2}`,
            location: 'Old Hall',
            row: SLOT_ROWS[i % 26]!,
            num: 1 + Math.floor(i / 26),
          },
        ]),
      );
      const input = { villagers, known, taken: [...known.values()] };
      const placed = placeVillagers(input);
      expect(placeVillagers({ ...input, villagers: prng.shuffle(villagers) })).toEqual(placed);

      // Every villager has a valid slot, no two share one, known ones keep theirs.
      const used = new Set<string>();
      for (const v of villagers) {
        const slot = slotOf(placed, v.uuid);
        expect(SLOT_ROWS).toContain(slot.row);
        expect(slot.num).toBeGreaterThanOrEqual(1);
        expect(slot.num).toBeLessThanOrEqual(SLOT_NUMS);
        const key = slotText(slot).toLowerCase();
        expect(used.has(key), key).toBe(false);
        used.add(key);
        if (known.has(v.uuid)) expect(slot).toEqual(known.get(v.uuid));
      }

      // Brute force: new villagers of one town cluster share a town, and a location holds one location group.
      for (const dimension of [0, -1]) {
        const members = villagers.filter((v) => v.dimension === dimension);
        for (const cluster of bruteClusters(members, 96)) {
          const fresh = cluster.map((i) => members[i]!).filter((v) => !known.has(v.uuid));
          expect(new Set(fresh.map((v) => slotOf(placed, v.uuid).town)).size).toBeLessThanOrEqual(1);
          const groups = bruteClusters(
            cluster.map((i) => members[i]!),
            16,
          ).map((g) => g.map((i) => members[cluster[i]!]!));
          const groupOf = new Map<string, number>();
          groups.forEach((g, n) => {
            for (const v of g) groupOf.set(v.uuid, n);
          });
          const locationGroups = new Map<string, Set<number>>();
          for (const v of fresh) {
            const slot = slotOf(placed, v.uuid);
            const key = `${slot.town}/${slot.location}`;
            const set = locationGroups.get(key) ?? new Set();
            set.add(groupOf.get(v.uuid)!);
            locationGroups.set(key, set);
          }
          for (const [key, set] of locationGroups) {
            if (!key.endsWith('Old Hall')) expect(set.size, key).toBe(1);
          }
        }
      }
    },
  );
});

describe('placeVillagers: orders and ties, pinned', () => {
  const at = (uuid: string, x: number, z: number) => villager(x, z, 0, uuid);
  const placedText = (placed: Map<string, Slot>) =>
    Object.fromEntries([...placed].map(([uuid, slot]) => [uuid, slotText(slot)]));

  it('refuses a cluster radius that is not positive, saying which', () => {
    expect(() => clusterPoints([], 0)).toThrow('the cluster radius must be positive, got 0');
  });

  it('names a town at its centre rounded, with -0 read as 0', () => {
    const calls: number[][] = [];
    placeVillagers({
      villagers: [at('a', -0.4, 10.2), at('b', 0.2, 10.6)],
      nameTown: (x, z) => {
        calls.push([x, z]);
        return 'T';
      },
    });
    expect(calls).toHaveLength(1);
    expect(Object.is(calls[0]![0], 0)).toBe(true);
    expect(calls[0]![1]).toBe(10);
  });

  it('lays a square hall out with rows along x (the longer axis wins ties by x)', () => {
    const villagers = [at('a', 0.5, 0.5), at('b', 1.5, 0.5), at('c', 0.5, 1.5), at('d', 1.5, 1.5)];
    expect(placedText(placeVillagers({ villagers, nameTown: () => 'T' }))).toEqual({
      a: 'T/Hall 1/A1',
      b: 'T/Hall 1/B1',
      c: 'T/Hall 1/A2',
      d: 'T/Hall 1/B2',
    });
  });

  it('gives the second villager of a block the next free slot after its own (row-major)', () => {
    // d and e stand in one block, at row B number 2; e (the larger UUID) moves on to B3.
    const villagers = [
      at('a', 0.5, 0.5),
      at('b', 1.5, 0.5),
      at('c', 0.5, 1.5),
      at('e', 1.6, 1.6),
      at('d', 1.5, 1.5),
    ];
    expect(placedText(placeVillagers({ villagers, nameTown: () => 'T' }))).toEqual({
      a: 'T/Hall 1/A1',
      b: 'T/Hall 1/B1',
      c: 'T/Hall 1/A2',
      d: 'T/Hall 1/B2',
      e: 'T/Hall 1/B3',
    });
  });

  it('ranks rows and numbers by block line, not by coordinate sum', () => {
    const villagers = [at('a', 5.5, 0.5), at('b', 0.5, 0.5), at('c', 9.5, 0.5), at('d', 2.5, 1.5)];
    expect(placedText(placeVillagers({ villagers, nameTown: () => 'T' }))).toEqual({
      b: 'T/Hall 1/A1',
      d: 'T/Hall 1/B2',
      a: 'T/Hall 1/C1',
      c: 'T/Hall 1/D1',
    });
  });

  it('fills a known location from its first free slot, newcomers in order of x, z, then UUID', () => {
    const known = new Map<string, Slot>(
      ['A1', 'A2', 'A3', 'A4', 'A5', 'A7'].map((text, i) => [
        `old${i}`,
        { town: 'Canz', location: 'Main', row: text[0]!, num: Number(text.slice(1)) },
      ]),
    );
    const villagers = [
      ...[...known.keys()].map((uuid, i) => at(uuid, i, 0.5)),
      at('n3', 4.5, 2.5),
      at('n2', 3.5, 2.5),
      at('n1b', 3.5, 1.5),
      at('n1a', 3.5, 1.5),
    ];
    const placed = placeVillagers({ villagers, known, taken: [...known.values()] });
    expect(
      Object.fromEntries(['n1a', 'n1b', 'n2', 'n3'].map((uuid) => [uuid, slotText(slotOf(placed, uuid))])),
    ).toEqual({ n1a: 'Canz/Main/A6', n1b: 'Canz/Main/A8', n2: 'Canz/Main/A9', n3: 'Canz/Main/A10' });
  });

  it('takes the most common known town and location, ties to the first in sort order', () => {
    const slot = (town: string, location: string, num: number): Slot => ({ town, location, row: 'A', num });
    // Towns: Zed twice, Abe once → Zed (a count, not an order). Locations of Zed: Two twice, One once → Two.
    const majority = new Map<string, Slot>([
      ['k1', slot('Zed', 'Two', 1)],
      ['k2', slot('Zed', 'Two', 2)],
      ['k3', slot('Abe', 'One', 3)],
      ['k4', slot('Zed', 'One', 4)],
    ]);
    const near = (uuid: string, i: number) => at(uuid, i + 0.5, 0.5);
    let placed = placeVillagers({
      villagers: [...majority.keys(), 'new'].map(near),
      known: majority,
      taken: [...majority.values()],
    });
    expect(slotText(slotOf(placed, 'new'))).toBe('Zed/Two/A3');
    // A tie: Home and Canz once each → Canz. The Home villager's location does not count for Canz.
    const tie = new Map<string, Slot>([
      ['walker', slot('Home', 'Far Hall', 1)],
      ['local', slot('Canz', 'Main', 1)],
    ]);
    placed = placeVillagers({
      villagers: ['walker', 'local', 'new'].map(near),
      known: tie,
      taken: [...tie.values()],
    });
    expect(slotText(slotOf(placed, 'new'))).toBe('Canz/Main/A2');
  });

  it('numbers new halls by the centre of each location group, not by its first villager', () => {
    // Group one runs from x = 0 to 40 (centre 20); group two is one villager at x = 10, far off in z.
    const line = [0, 10, 20, 30, 40].map((x, i) => at(`line${i}`, x + 0.5, 0.5));
    const lone = at('lone', 10.5, 60.5);
    const placed = placeVillagers({ villagers: [...line, lone], nameTown: () => 'T' });
    expect(slotOf(placed, 'lone').location).toBe('Hall 1');
    expect(slotOf(placed, 'line0').location).toBe('Hall 2');
  });

  it('reads existing location names without case or surrounding spaces', () => {
    const placed = placeVillagers({
      villagers: [at('a', 0.5, 0.5)],
      nameTown: () => 'Canz',
      locations: [{ town: ' CANZ ', location: '  hall 1 ' }],
    });
    expect(slotText(slotOf(placed, 'a'))).toBe(' CANZ /Hall 2/A1');
  });
});
