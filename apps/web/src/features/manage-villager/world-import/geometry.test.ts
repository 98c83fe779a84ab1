import { describe, expect, it } from 'vitest';
import { fitMap, MIN_SPAN, pointLabel, TOWN_PALETTE, townColours, villagerTitle } from './geometry';

const SIZE = { width: 640, height: 400, padding: 20 };

describe('fitMap', () => {
  it('puts the outermost points on the padding of the longer axis, with one scale for x and z', () => {
    // 600 blocks east–west, 100 north–south: x decides (600 px inside → 1 px per block).
    const points = [
      { x: -100, z: 50 },
      { x: 500, z: 150 },
    ];
    const fit = fitMap(points, SIZE);
    expect(fit.scale).toBeCloseTo(1);
    expect(fit.toSvg(-100, 50)).toEqual({ cx: 20, cy: 150 });
    expect(fit.toSvg(500, 150)).toEqual({ cx: 620, cy: 250 });
    expect(fit.bounds).toEqual({ minX: -100, maxX: 500, minZ: 50, maxZ: 150 });
  });

  it('lets z decide when it spans more (the map keeps the world in proportion), south down', () => {
    const fit = fitMap(
      [
        { x: 0, z: 0 },
        { x: 10, z: 720 },
      ],
      SIZE,
    );
    expect(fit.scale).toBeCloseTo(0.5);
    expect(fit.toSvg(0, 0).cy).toBeCloseTo(20);
    expect(fit.toSvg(0, 720).cy).toBeCloseTo(380);
    expect(fit.toSvg(10, 0).cx - fit.toSvg(0, 0).cx).toBeCloseTo(5);
  });

  it('centres a single villager and shows at least MIN_SPAN blocks', () => {
    const fit = fitMap([{ x: 1234.5, z: -77 }], SIZE);
    expect(fit.toSvg(1234.5, -77)).toEqual({ cx: 320, cy: 200 });
    expect(fit.scale).toBeCloseTo(360 / MIN_SPAN);
    expect(fitMap([], SIZE).toSvg(0, 0)).toEqual({ cx: 320, cy: 200 });
  });
});

describe('townColours', () => {
  it('gives each town (case ignored) its own colour in name order, reusing them past the palette', () => {
    const towns = Array.from({ length: TOWN_PALETTE.length + 1 }, (_, i) => `Town ${i + 1}`);
    const colours = townColours(['canz', 'Bones', 'CANZ', ...towns]);
    expect(colours.get('bones')).toBe(TOWN_PALETTE[0]);
    expect(colours.get('canz')).toBe(TOWN_PALETTE[1]);
    expect(colours.get('town 1')).toBe(TOWN_PALETTE[2]);
    expect(colours.get('town 11')).toBe(TOWN_PALETTE[(TOWN_PALETTE.length + 2) % TOWN_PALETTE.length]);
  });
});

describe('pointLabel', () => {
  it("names a point by type, block x and z, and slot: 'Librarian at 120, 64: Canz / Hall 1 A3'", () => {
    const librarian = { villager_type: 'Librarian', name: null, x: 120.7, z: 64.2 };
    expect(pointLabel(librarian, { town: 'Canz', location: 'Hall 1', row: 'A', num: 3 })).toBe(
      'Librarian at 120, 64: Canz / Hall 1 A3',
    );
    expect(villagerTitle({ villager_type: 'Farmer', name: 'Bob', x: -0.5, z: -10 })).toBe(
      'Farmer "Bob" at -1, -10',
    );
  });
});
