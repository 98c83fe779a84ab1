import { describe, expect, it } from 'vitest';
import {
  enchantmentIdAlias,
  findByEnchantmentId,
  knownEnchantmentIds,
  SME_FORK_IDS,
} from './enchantment-aliases';

const FORK = 'somanyenchantments:advancedfireaspect';
const OLD = 'somanyenchantments:afa';

describe('enchantment id aliases (fork ↔ SME 0.5.5)', () => {
  it('maps each fork id to its 0.5.5 id and back, the two sides never overlapping', () => {
    for (const [fork, old] of Object.entries(SME_FORK_IDS)) {
      expect(enchantmentIdAlias(fork)).toBe(old);
      expect(enchantmentIdAlias(old)).toBe(fork);
      expect(fork).not.toBe(old);
    }
    expect(Object.keys(SME_FORK_IDS)).toHaveLength(32);
  });

  it.each([
    [FORK, OLD],
    [OLD, FORK],
    [`  ${FORK.toUpperCase()} `, OLD],
    [` ${OLD.toUpperCase()}`, FORK],
    ['minecraft:mending', undefined],
    ['', undefined],
    ['constructor', undefined],
  ])('alias of %j is %j', (mcid, alias) => {
    expect(enchantmentIdAlias(mcid)).toBe(alias);
  });

  it.each([
    [[OLD], ` ${FORK.toUpperCase()} `, 'old row'],
    [[FORK], OLD, 'fork row'],
    [[FORK, OLD], FORK, 'fork row'],
    [[FORK, OLD], ` ${OLD} `, 'old row'],
    [[OLD], 'minecraft:mending', undefined],
    [['minecraft:mending'], 'Minecraft:Mending ', 'mending row'],
    [[], OLD, undefined],
  ])('rows %j: %j finds %j', (rowIds, mcid, expected) => {
    const names: Record<string, string> = {
      [OLD]: 'old row',
      [FORK]: 'fork row',
      'minecraft:mending': 'mending row',
    };
    const byMcid = new Map(rowIds.map((id) => [id, names[id]] as const));
    expect(findByEnchantmentId(byMcid, mcid)).toBe(expected);
  });

  it('finds a row stored under a falsy value by its own id, not its alias', () => {
    const byMcid = new Map<string, number>([
      [OLD, 0],
      [FORK, 1],
    ]);
    expect(findByEnchantmentId(byMcid, OLD)).toBe(0);
  });

  it('keeps an id that is known itself, even when its alias is known too', () => {
    expect(knownEnchantmentIds([FORK, OLD], new Set([FORK, OLD]))).toEqual([FORK, OLD]);
  });

  it('stores ids nobody has under their known alias, and leaves the rest', () => {
    const known = new Set([OLD, 'minecraft:mending', 'somanyenchantments:lesserflame']);
    expect(
      knownEnchantmentIds(
        [FORK, OLD, 'minecraft:mending', 'somanyenchantments:lfl', 'somanyenchantments:sfa', 'x:y'],
        known,
      ),
    ).toEqual([
      OLD,
      OLD,
      'minecraft:mending',
      'somanyenchantments:lesserflame',
      'somanyenchantments:sfa',
      'x:y',
    ]);
  });
});
