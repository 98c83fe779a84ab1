import type { OptimizerPlan } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

/** POST /api/optimizer/plan with from_merge: books the shopping list suggests making from two lower-level ones. */
let t: TestApp;
let world: TradeWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildTradeWorld(t);
});
afterAll(() => t.close());

const plan = async (payload: object) =>
  (await ok<{ plan: OptimizerPlan }>(world.owner, 'POST', '/api/optimizer/plan', payload)).plan;
const refusal = async (payload: object) =>
  (await ok<{ error: string }>(world.owner, 'POST', '/api/optimizer/plan', payload, 400)).error;

describe('POST /api/optimizer/plan with from_merge', () => {
  it('starts with the merge of two lower-level books and applies the merged book with prior work 1', async () => {
    const result = await plan({
      item_keyword: 'Sword',
      enchantments: ['Sharpness V'],
      from_merge: ['sharpness v'],
    });
    expect(
      result.steps.map((s) => [s.step, s.target.label, s.sacrifice.label, s.levels, s.prior_work_after]),
    ).toEqual([
      [1, 'Sharpness IV', 'Sharpness IV', 5, 1],
      [2, 'Sword', 'Sharpness V', 6, 2],
    ]);
    expect(result.steps[1]?.sacrifice).toMatchObject({ kind: 'merged-book', prior_work: 1, from_step: 1 });
    expect(result.totals).toEqual({
      levels: 11,
      xp: 55 + 72,
      xp_if_saved_up: 187,
      steps: 2,
      max_step_levels: 6,
    });
    expect(result.tree).toMatchObject({
      kind: 'merge',
      sacrifice: {
        kind: 'merge',
        step: 1,
        result: 'merged-book',
        target: { kind: 'book', label: 'Sharpness IV' },
      },
    });
  });

  it('plans as before without from_merge', async () => {
    const result = await plan({ item_keyword: 'Sword', enchantments: ['Sharpness V'] });
    expect(result.totals.levels).toBe(5);
    expect(result.totals.steps).toBe(1);
  });

  it.each([
    [['Looting III'], "from_merge[0] 'Looting III' is not one of the enchantments planned."],
    [['Sharpness IV'], "from_merge[0] 'Sharpness IV' is not one of the enchantments planned."],
    [['Mending'], 'from_merge[0]: Mending is level I and cannot be made by merging two lower-level books.'],
    [['Sharpness V', 'Sharpness V'], "from_merge[1] 'Sharpness V' is listed twice."],
  ])('refuses from_merge %j', async (fromMerge, message) => {
    expect(
      await refusal({
        item_keyword: 'Sword',
        enchantments: ['Sharpness V', 'Mending'],
        from_merge: fromMerge,
      }),
    ).toBe(message);
  });

  it('refuses a from_merge that is not a list of texts, naming the field', async () => {
    expect(
      await refusal({ item_keyword: 'Sword', enchantments: ['Sharpness V'], from_merge: 'Sharpness V' }),
    ).toMatch(/from_merge/);
  });
});
