import type {
  Modpack,
  OptimizerConfig,
  OptimizerPlan,
  SaveOptimizerConfigResponse,
  ServerResult,
} from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';
import { ok } from './trade-world';

/** POST /api/optimizer/plan under a server's modpack's anvil rules (issue 24), and configs keeping the choice. */
let t: TestApp;
let owner: Session;
let outsider: Session;
let admin: Session;
const servers = { rlcraft: 0, minecraft: 0 };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user');
  outsider = await t.loginAs('user');
  admin = await t.loginAs('admin');
  const modpacks = await ok<Modpack[]>(owner, 'GET', '/api/modpacks');
  const idOf = (name: string) => modpacks.find((m) => m.modpack === name)?.id;
  const create = async (name: string, modpack: string) =>
    (await ok<ServerResult>(owner, 'POST', '/api/servers', { name, modpack_id: idOf(modpack) }, 201)).server
      .id;
  servers.rlcraft = await create('RL', 'RLCraft');
  servers.minecraft = await create('Vanilla', 'Minecraft');
});
afterAll(() => t.close());

// A sword with prior work 4 and seven books: its cheapest plan ends with a 50-level step.
const SWORD = {
  item_keyword: 'Sword',
  enchantments: [
    'Sharpness V',
    'Looting III',
    'Fire Aspect II',
    'Knockback II',
    'Unbreaking III',
    'Mending',
    'Sweeping Edge III',
  ],
  item_prior_work: 4,
};
const plan = async (session: Session, extra: object, status = 200) =>
  (await ok<{ plan: OptimizerPlan }>(session, 'POST', '/api/optimizer/plan', { ...SWORD, ...extra }, status))
    .plan;
const refusal = async (session: Session, extra: object, status = 400) =>
  (await ok<{ error: string }>(session, 'POST', '/api/optimizer/plan', { ...SWORD, ...extra }, status)).error;

describe(`plans under a modpack's anvil rules (${testDialect})`, () => {
  it("follows an RLCraft server's modpack: a 50-level step with no Too Expensive", async () => {
    const result = await plan(owner, { server_id: servers.rlcraft });
    expect(result.rules).toEqual({
      level_cap: null,
      prior_work: 'remove_repair_scaling',
      modpack: 'RLCraft 2.9.x',
    });
    expect(result.too_expensive_cap).toBe(false);
    expect(result.totals.max_step_levels).toBe(50);
    expect(result.too_expensive_steps).toEqual([]);
    expect(result.feasible_under_cap).toBe(true);
    expect(result.order_matters).toBe(true);
  });

  it('without a server, or on a vanilla server, the same plan is Too Expensive', async () => {
    for (const extra of [{}, { server_id: servers.minecraft }]) {
      const result = await plan(owner, extra);
      expect(result.rules.level_cap).toBe(40);
      expect(result.rules.prior_work).toBe('vanilla');
      expect(result.totals.max_step_levels).toBe(50);
      expect(result.feasible_under_cap).toBe(false);
      expect(result.too_expensive_steps).toEqual(
        result.steps.filter((step) => step.levels >= 40).map((step) => step.step),
      );
      expect(result.too_expensive_steps.length).toBeGreaterThan(0);
    }
    expect((await plan(owner, {})).rules.modpack).toBeNull();
    expect((await plan(owner, { server_id: servers.minecraft })).rules.modpack).toBe('Minecraft 1.12.2');
  });

  it('lets rules override the modpack (then no modpack is named), and too_expensive_cap stays a shorthand', async () => {
    const vanilla = await plan(owner, {
      server_id: servers.rlcraft,
      rules: { level_cap: 40, prior_work: 'vanilla' },
    });
    expect(vanilla.rules).toEqual({ level_cap: 40, prior_work: 'vanilla', modpack: null });
    expect(vanilla.too_expensive_steps.length).toBeGreaterThan(0);
    const capped = await plan(owner, { server_id: servers.rlcraft, too_expensive_cap: true });
    expect(capped.rules).toEqual({ level_cap: 40, prior_work: 'remove_repair_scaling', modpack: null });
    const free = await plan(owner, { too_expensive_cap: false });
    expect(free.rules).toEqual({ level_cap: null, prior_work: 'vanilla', modpack: null });
    expect(free.too_expensive_steps).toEqual([]);
    const own = await plan(owner, { server_id: servers.rlcraft, rules: { level_cap: null } });
    expect(own.rules.modpack).toBe('RLCraft 2.9.x');
  });

  it('under remove, every book goes straight onto the item and order does not matter', async () => {
    const result = await plan(owner, { rules: { level_cap: null, prior_work: 'remove' } });
    expect(result.order_matters).toBe(false);
    expect(result.steps.every((step) => step.target.kind === 'item' && step.sacrifice.kind === 'book')).toBe(
      true,
    );
    expect(result.steps.map((step) => step.levels)).toEqual([5, 6, 4, 2, 3, 2, 6]);
  });

  it('needs a server the caller sees: 403 for a stranger, 404 for a missing one to those who see all', async () => {
    expect(await refusal(outsider, { server_id: servers.rlcraft }, 403)).toBe(
      'You are not a member of this server.',
    );
    expect(await refusal(outsider, { server_id: 999_999 }, 403)).toBe('You are not a member of this server.');
    expect(await refusal(admin, { server_id: 999_999 }, 404)).toBe('Server not found.');
    expect((await plan(admin, { server_id: servers.rlcraft })).rules.modpack).toBe('RLCraft 2.9.x');
  });

  it.each([
    [{ server_id: 'x' }, /^server_id/],
    [{ rules: { level_cap: 0 } }, /^rules\.level_cap must be a whole number from 1 to 1000000/],
    [{ rules: { level_cap: 2.5 } }, /^rules\.level_cap/],
    [{ rules: { prior_work: 'keep' } }, /^rules\.prior_work must be one of vanilla, remove_repair_scaling/],
    [{ rules: { cap: 40 } }, /^rules/],
  ])('names the field of %j (400)', async (extra, message) => {
    expect(await refusal(owner, extra)).toMatch(message);
  });
});

describe(`saved configs keep the rules choice (${testDialect})`, () => {
  const config = {
    config_name: 'RL sword',
    item_keyword: 'Sword',
    items: [{ enchantment: 'Sharpness', level: 5 }],
  };
  const save = (payload: object, status = 201) =>
    ok<SaveOptimizerConfigResponse>(owner, 'POST', '/api/optimizer/configs', payload, status);

  it("saves 'server' by default and 'vanilla' when asked, and lists them back", async () => {
    expect((await save(config)).config.anvil_rules).toBe('server');
    const updated = await save({ ...config, anvil_rules: 'vanilla' }, 200);
    expect(updated.config.anvil_rules).toBe('vanilla');
    const listed = await ok<OptimizerConfig[]>(owner, 'GET', '/api/optimizer/configs');
    expect(listed.find((c) => c.config_name === 'RL sword')?.anvil_rules).toBe('vanilla');
  });

  it('refuses another choice, naming the field', async () => {
    const error = (
      await ok<{ error: string }>(
        owner,
        'POST',
        '/api/optimizer/configs',
        { ...config, anvil_rules: 'rlcraft' },
        400,
      )
    ).error;
    expect(error).toMatch(/^anvil_rules must be server or vanilla/);
  });
});
