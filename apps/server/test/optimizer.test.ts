import type {
  EnchantmentSourcesResponse,
  OptimizerEnchantment,
  OptimizerMenuItem,
  OptimizerPlan,
  OptimizerTreeNode,
} from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

/**
 * The optimizer's reference routes (menu items, applicable enchantments, the towns selling each enchantment) and
 * its plans. Saved configs: optimizer-configs.test.ts; worker threads and time budget: optimizer-runner.test.ts.
 */
let t: TestApp;
let world: TradeWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildTradeWorld(t);
});
afterAll(() => t.close());

const errorOf = async (session: Session, method: string, url: string, payload?: object, status = 400) =>
  (await ok<{ error: string }>(session, method, url, payload, status)).error;

describe('GET /api/optimizer/menu_items', () => {
  it('lists the items with their types', async () => {
    const items = await ok<OptimizerMenuItem[]>(world.owner, 'GET', '/api/optimizer/menu_items');
    expect(items.length).toBe(46);
    expect(items[0]).toEqual({ item_id: 1, keyword: 'Sword', types: 'SWORD,BREAKABLE' });
    expect(items.find((item) => item.keyword === 'Boots')?.types).toBe('ARMOR,ARMOR_FEET,WEARABLE,BREAKABLE');
  });
});

describe('GET /api/optimizer/applicable_enchantments', () => {
  const names = async (types: string) =>
    (
      await ok<OptimizerEnchantment[]>(
        world.owner,
        'GET',
        `/api/optimizer/applicable_enchantments?types=${encodeURIComponent(types)}`,
      )
    ).map((e) => e.name);

  it('offers enchantments sharing a type with the item, or applicable to Any, sorted by name', async () => {
    const boots = await names('ARMOR,ARMOR_FEET,WEARABLE,BREAKABLE');
    expect(boots).toEqual(expect.arrayContaining(['Protection', 'Feather Falling', 'Mending', 'Unbreaking']));
    expect(boots).toContain('Curse of Vanishing'); // Any
    expect(boots).not.toContain('Sharpness');
    expect(boots).toEqual([...boots].sort((a, b) => a.localeCompare(b, 'en')));
    const sword = await names('sword, breakable');
    expect(sword).toEqual(expect.arrayContaining(['Sharpness', 'Looting', 'Mending']));
    expect(sword).not.toContain('Protection');
  });

  it('answers full enchantments (rarity, max level, incompatibilities, description)', async () => {
    const list = await ok<OptimizerEnchantment[]>(
      world.owner,
      'GET',
      '/api/optimizer/applicable_enchantments?types=SWORD',
    );
    expect(list.find((e) => e.name === 'Sharpness')).toMatchObject({
      mcid: 'minecraft:sharpness',
      rarity: 'Common',
      maxlevel: 5,
      applicable: 'SWORD,AXE',
      curse: false,
    });
    expect(list.find((e) => e.name === 'Sharpness')?.incompatibilities).toContain('minecraft:smite');
  });

  it('never offers Upgraded Potentials or Curse Break (books only); Any gives every other enchantment', async () => {
    const all = await names('Any');
    const total = await t.app.deps.db
      .selectFrom('enchantments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(total.n) - 2);
    expect(all).not.toContain('Upgraded Potentials');
    expect(all).not.toContain('Curse Break');
    expect(await names('ARMOR')).not.toContain('Curse Break');
  });

  it('asks for types', async () => {
    for (const url of [
      '/api/optimizer/applicable_enchantments',
      '/api/optimizer/applicable_enchantments?types=,',
    ]) {
      expect(await errorOf(world.owner, 'GET', url)).toMatch(/^types is required/);
    }
  });
});

describe('GET /api/optimizer/enchantment_sources', () => {
  const url = (serverId: number | string) => `/api/optimizer/enchantment_sources?server_id=${serverId}`;

  it("lists the server's towns and, for each enchantment, the towns selling it at their best level", async () => {
    const body = await ok<EnchantmentSourcesResponse>(world.member, 'GET', url(world.a.id));
    expect(body.towns.map((town) => town.name)).toEqual(['bones', 'canz']);
    expect(body.sources).toEqual([
      { enchantment: 'Mending', towns: [{ town: 'canz', max_level: 1 }] },
      { enchantment: 'Sharpness', towns: [{ town: 'canz', max_level: 5 }] },
    ]);
    const other = await ok<EnchantmentSourcesResponse>(world.other, 'GET', url(world.b.id));
    expect(other.sources).toEqual([{ enchantment: 'Mending', towns: [{ town: 'faraway', max_level: 1 }] }]);
  });

  it('checks membership: 403 for a server the caller does not belong to, 404 for staff on a missing one', async () => {
    expect(await errorOf(world.outsider, 'GET', url(world.a.id), undefined, 403)).toBe(
      'You are not a member of this server.',
    );
    expect(await errorOf(world.admin, 'GET', url(999_999), undefined, 404)).toBe('Server not found.');
    await ok(world.admin, 'GET', url(world.a.id));
  });

  it('needs a real server id', async () => {
    expect(await errorOf(world.owner, 'GET', '/api/optimizer/enchantment_sources')).toMatch(/server_id/);
    expect(await errorOf(world.owner, 'GET', url('default'))).toMatch(/server_id/);
  });
});

describe('POST /api/optimizer/plan', () => {
  const plan = async (payload: object, session = world.owner) =>
    (await ok<{ plan: OptimizerPlan }>(session, 'POST', '/api/optimizer/plan', payload)).plan;
  const refusal = (payload: object) => errorOf(world.owner, 'POST', '/api/optimizer/plan', payload);

  it('plans one book: its level times the multiplier, halved for books (at least 1)', async () => {
    const result = await plan({ item_keyword: 'Sword', enchantments: ['Sharpness V'] });
    expect(result).toMatchObject({
      item: 'Sword',
      strategy: 'grouped',
      objective: 'levels',
      too_expensive_cap: true,
      proven_optimal: true,
      feasible_under_cap: true,
      too_expensive_steps: [],
      totals: { levels: 5, xp: 55, xp_if_saved_up: 55, steps: 1, max_step_levels: 5 },
      final_prior_work: 1,
      enchantments: ['Sharpness V'],
    });
    expect(result.steps).toEqual([
      {
        step: 1,
        target: { kind: 'item', label: 'Sword', enchantments: [], prior_work: 0, from_step: null },
        sacrifice: {
          kind: 'book',
          label: 'Sharpness V',
          enchantments: ['Sharpness V'],
          prior_work: 0,
          from_step: null,
        },
        result: 'item',
        result_enchantments: ['Sharpness V'],
        levels: 5,
        xp: 55,
        prior_work_after: 1,
        too_expensive: false,
      },
    ]);
    expect(result.tree).toEqual({
      kind: 'merge',
      step: 1,
      result: 'item',
      enchantments: ['Sharpness V'],
      levels: 5,
      xp: 55,
      prior_work: 1,
      too_expensive: false,
      target: { kind: 'item', label: 'Sword', prior_work: 0 },
      sacrifice: { kind: 'book', label: 'Sharpness V', enchantment: 'Sharpness', level: 5 },
    });
  });

  it("counts the item's prior work and accepts names in any case, a name alone meaning level I", async () => {
    const worn = await plan({ item_keyword: 'sword', enchantments: ['sharpness v'], item_prior_work: 2 });
    expect(worn.item).toBe('Sword');
    expect(worn.totals.levels).toBe(5 + 3);
    const mending = await plan({ item_keyword: 'Sword', enchantments: ['Mending'] });
    expect(mending.enchantments).toEqual(['Mending']);
    expect(mending.totals.levels).toBe(2); // Rare: 4, halved from a book
  });

  it('finds the optimal order and says it is proven optimal', async () => {
    // Item + Sharpness V (5), then + Unbreaking III (3 + prior-work penalty 1): 9 levels.
    const result = await plan({
      item_keyword: 'Sword',
      enchantments: ['Sharpness V', 'Unbreaking III'],
      strategy: 'optimal',
    });
    expect(result.strategy).toBe('optimal');
    expect(result.proven_optimal).toBe(true);
    expect(result.totals.levels).toBe(9);
    expect(result.steps.map((step) => step.step)).toEqual([1, 2]);
  });

  it('numbers steps, totals them, and draws the tree over every book', async () => {
    const enchantments = [
      'Protection IV',
      'Feather Falling IV',
      'Depth Strider III',
      'Unbreaking III',
      'Mending',
    ];
    for (const strategy of ['optimal', 'grouped']) {
      for (const objective of ['levels', 'xp']) {
        const result = await plan({ item_keyword: 'Boots', enchantments, strategy, objective });
        expect(result.objective).toBe(objective);
        expect(result.steps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5]);
        expect(result.totals.levels).toBe(result.steps.reduce((sum, step) => sum + step.levels, 0));
        expect(result.totals.xp).toBe(result.steps.reduce((sum, step) => sum + step.xp, 0));
        expect(result.steps.at(-1)?.result).toBe('item');
        expect(bookLabels(result.tree).sort()).toEqual([...enchantments].sort());
        expect(new Set(result.steps.at(-1)?.result_enchantments)).toEqual(new Set(enchantments));
      }
    }
    const optimal = await plan({ item_keyword: 'Boots', enchantments, strategy: 'optimal' });
    const grouped = await plan({ item_keyword: 'Boots', enchantments, strategy: 'grouped' });
    expect(optimal.totals.levels).toBeLessThanOrEqual(grouped.totals.levels);
  });

  it('reports steps over the cap with the cap on, and none with it off', async () => {
    // Prior work 6 costs 63 levels on every step: no plan fits under 40.
    for (const cap of [true, false]) {
      const result = await plan({
        item_keyword: 'Sword',
        enchantments: ['Sharpness V'],
        item_prior_work: 6,
        too_expensive_cap: cap,
      });
      expect(result.too_expensive_cap).toBe(cap);
      expect(result.rules).toEqual({ level_cap: cap ? 40 : null, prior_work: 'vanilla', modpack: null });
      expect(result.feasible_under_cap).toBe(!cap);
      expect(result.too_expensive_steps).toEqual(cap ? [1] : []);
      expect(result.steps[0]).toMatchObject({ levels: 68, too_expensive: cap });
    }
  });

  it('refuses unknown items and enchantments, naming them', async () => {
    expect(await refusal({ item_keyword: 'Spoon', enchantments: ['Sharpness V'] })).toBe(
      "Unknown item: 'Spoon'. Pick one of the optimizer's items.",
    );
    expect(await refusal({ item_keyword: ' ', enchantments: ['Sharpness V'] })).toMatch(
      /^item_keyword is required/,
    );
    expect(await refusal({ enchantments: ['Sharpness V'] })).toMatch(/item_keyword/);
    expect(await refusal({ item_keyword: 'Sword', enchantments: ['Sharpnes V', 'Lootin III'] })).toBe(
      "Unknown enchantments: 'Sharpnes V', 'Lootin III'.",
    );
    expect(await refusal({ item_keyword: 'Sword', enchantments: ['Sharpness 5'] })).toBe(
      "Unknown enchantment: 'Sharpness 5'. Write levels in roman numerals, e.g. 'Sharpness V'.",
    );
  });

  it('refuses levels over the max, bad strings, repeats and more than 50', async () => {
    expect(await refusal({ item_keyword: 'Sword', enchantments: ['Sharpness VI'] })).toBe(
      'Sharpness VI: the highest level of Sharpness is V.',
    );
    expect(await refusal({ item_keyword: 'Sword', enchantments: ['Sharpness V', '  '] })).toBe(
      "enchantments[1] is empty: expected e.g. 'Sharpness V'.",
    );
    expect(await refusal({ item_keyword: 'Sword', enchantments: ['Sharpness V', 5] })).toMatch(
      /^enchantments\.1/,
    );
    expect(await refusal({ item_keyword: 'Sword', enchantments: 'Sharpness V' })).toMatch(/^enchantments/);
    expect(await refusal({ item_keyword: 'Sword', enchantments: ['Sharpness V', 'sharpness iv'] })).toBe(
      'Sharpness is selected twice.',
    );
    const many = Array.from({ length: 51 }, () => 'Sharpness V');
    expect(await refusal({ item_keyword: 'Sword', enchantments: many })).toBe(
      'At most 50 enchantments can be planned at once; 51 were sent.',
    );
  });

  it('asks for at least one enchantment', async () => {
    const message = 'Please select at least one enchantment.';
    expect(await refusal({ item_keyword: 'Sword', enchantments: [] })).toBe(message);
    expect(await refusal({ item_keyword: 'Sword' })).toBe(message);
  });

  it('refuses enchantments that do not apply to the item, or cannot be planned', async () => {
    expect(
      await refusal({ item_keyword: 'Boots', enchantments: ['Sharpness V', 'Looting III', 'Mending'] }),
    ).toBe('Sharpness, Looting cannot be applied to Boots.');
    expect(await refusal({ item_keyword: 'Sword', enchantments: ['Upgraded Potentials'] })).toMatch(
      /^Upgraded Potentials cannot be planned: /,
    );
    expect(await refusal({ item_keyword: 'Sword', enchantments: ['Curse Break'] })).toBe(
      'Curse Break cannot be planned: it exists only on books and cannot be put on an item.',
    );
  });

  it('refuses incompatible enchantments naming both', async () => {
    expect(
      await refusal({ item_keyword: 'Boots', enchantments: ['Protection IV', 'Fire Protection IV'] }),
    ).toBe('Protection conflicts with Fire Protection.');
    expect(
      await refusal({
        item_keyword: 'Sword',
        enchantments: ['Sharpness V', 'Smite V', 'Bane of Arthropods V'],
      }),
    ).toBe(
      'Sharpness conflicts with Smite; Sharpness conflicts with Bane of Arthropods; Smite conflicts with Bane of Arthropods.',
    );
  });

  it('names malformed options', async () => {
    const base = { item_keyword: 'Sword', enchantments: ['Sharpness V'] };
    expect(await refusal({ ...base, strategy: 'fast' })).toMatch(/^strategy/);
    expect(await refusal({ ...base, objective: 'emeralds' })).toMatch(/^objective/);
    expect(await refusal({ ...base, item_prior_work: 21 })).toBe('item_prior_work must be from 0 to 20.');
    expect(await refusal({ ...base, too_expensive_cap: 'yes' })).toMatch(/^too_expensive_cap/);
  });
});

describe('optimizer routes and roles', () => {
  it('refuses the auditor (403) and callers without a token (401); lets the other roles through', async () => {
    const players = [await t.loginAs('user'), await t.loginAs('editor'), await t.loginAs('data_manager')];
    for (const [method, url] of [
      ['GET', '/api/optimizer/menu_items'],
      ['GET', '/api/optimizer/applicable_enchantments?types=SWORD'],
      ['GET', '/api/optimizer/configs'],
      ['POST', '/api/optimizer/plan'],
    ] as const) {
      const payload =
        method === 'POST' ? { item_keyword: 'Sword', enchantments: ['Sharpness V'] } : undefined;
      expect(await errorOf(world.auditor, method, url, payload, 403)).toBe(
        'Your role (auditor) may not do this.',
      );
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      for (const player of players) await ok(player, method, url, payload);
      await ok(world.admin, method, url, payload);
    }
  });
});

function bookLabels(node: OptimizerTreeNode): string[] {
  if (node.kind === 'book') return [node.label];
  if (node.kind === 'item') return [];
  return [...bookLabels(node.target), ...bookLabels(node.sacrifice)];
}
