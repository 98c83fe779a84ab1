import type { OptimizerEnchantment, OptimizerMenuItem } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

/** Issue 24: the optimizer offers the other mods' items RLCraft 2.9.2 ships, with the enchantments that fit each. */
let t: TestApp;
let world: TradeWorld;
let items: OptimizerMenuItem[];
beforeAll(async () => {
  t = await createTestApp();
  world = await buildTradeWorld(t);
  items = await ok<OptimizerMenuItem[]>(world.owner, 'GET', '/api/optimizer/menu_items');
});
afterAll(() => t.close());

const namesFor = async (keyword: string) => {
  const item = items.find((entry) => entry.keyword === keyword);
  expect(item, keyword).toBeDefined();
  const url = `/api/optimizer/applicable_enchantments?types=${encodeURIComponent(item!.types)}`;
  return (await ok<OptimizerEnchantment[]>(world.owner, 'GET', url)).map((e) => e.name);
};

describe(`optimizer items of other mods (${testDialect})`, () => {
  it.each([
    ['Dagger (Better Survival)', ['Assassinate', 'Sharpness', 'Vampirism'], ['Bash', 'Combo']],
    ['Hammer (Better Survival)', ['Bash', 'Sharpness'], ['Assassinate', 'Combo']],
    ['Nunchaku (Better Survival)', ['Combo', 'Looting'], ['Bash', 'Assassinate']],
    [
      'Battle Axe (Better Survival)',
      ['Disarm', 'Culling', 'Purification', 'Sharpness'],
      ['Efficiency', 'Bash'],
    ],
    [
      'Shield (Better Survival)',
      ['Blocking Power', 'Reflection', 'Spellproof', 'Thorns'],
      ['Spikes', 'Sharpness'],
    ],
    ['Throwing Knife (Spartan Weaponry)', ['Razors Edge', 'Return', 'Unbreaking'], ['Sharpness', 'Looting']],
    ['Javelin (Spartan Weaponry)', ['Propulsion', 'Hydrodynamic'], ['Sharpness']],
    ['Shield (Spartan Shields)', ['Spikes', 'Thorns', 'Unbreaking'], ['Blocking Power']],
    [
      'Fishing Rod (Aquaculture)',
      ['Barbed Hook', 'Magnetic (Aquaculture)', 'Luck of the Sea', 'Lure'],
      ['Power'],
    ],
    ['Switch Bow (SwitchBow)', ['Pull-Speed', 'Power', 'Scope'], ['Reduce Cooldown']],
    ['Switch Crossbow (SwitchBow)', ['Reduce Cooldown', 'Power'], ['Pull-Speed']],
  ])('%s takes its own enchantments and not the others', async (keyword, has, hasNot) => {
    const names = await namesFor(keyword);
    expect(names).toEqual(expect.arrayContaining(has));
    for (const name of hasNot) expect(names, `${keyword} must not offer ${name}`).not.toContain(name);
  });

  it('never offers Curse Break (a book-only enchantment) for any item', async () => {
    for (const item of items) expect(await namesFor(item.keyword), item.keyword).not.toContain('Curse Break');
  });

  it('has the RLCraft items with the new item types', () => {
    const types = new Set(items.flatMap((item) => item.types.split(',')));
    for (const type of [
      'BS_DAGGER',
      'BS_HAMMER',
      'BS_NUNCHAKU',
      'BS_BATTLEAXE',
      'BS_SHIELD',
      'SW_THROWING',
      'SPARTAN_SHIELD',
      'AQUACULTURE_ROD',
      'SWITCH_BOW',
      'SWITCH_CROSSBOW',
    ]) {
      expect(types.has(type), type).toBe(true);
    }
    expect(types.has('BOOK')).toBe(false);
  });
});
