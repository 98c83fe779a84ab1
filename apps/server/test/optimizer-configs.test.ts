import type { OptimizerConfig, SaveOptimizerConfigResponse } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';
import { lastLog, ok } from './trade-world';

/** Saved optimizer configs: each user's own, saving under an existing name updates, every write logged. */
let t: TestApp;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs('user', 'alice');
  bob = await t.loginAs('editor', 'bob');
});
afterAll(() => t.close());

const SWORD = {
  config_name: 'Sword PvE',
  item_keyword: 'Sword',
  items: [
    { mcid: 'minecraft:sharpness', enchantment: 'Sharpness', level: 5 },
    { mcid: 'minecraft:looting', enchantment: 'Looting', level: 3 },
  ],
};

const list = (session: Session) => ok<OptimizerConfig[]>(session, 'GET', '/api/optimizer/configs');
const save = (session: Session, payload: object, status = 201) =>
  ok<SaveOptimizerConfigResponse>(session, 'POST', '/api/optimizer/configs', payload, status);
const refusal = async (session: Session, method: string, url: string, payload?: object, status = 400) =>
  (await ok<{ error: string }>(session, method, url, payload, status)).error;

describe('optimizer configs', () => {
  it('creates a config (201) and lists it for its owner only', async () => {
    const saved = await save(alice, SWORD);
    expect(saved.created).toBe(true);
    expect(saved.message).toBe('Config "Sword PvE" saved.');
    expect(saved.config).toMatchObject({
      config_name: 'Sword PvE',
      item_keyword: 'Sword',
      items: SWORD.items,
    });
    expect(await list(alice)).toEqual([saved.config]);
    expect(await list(bob)).toEqual([]);

    const log = await lastLog(t, 'optimizer_configs');
    expect(log).toMatchObject({ username: 'alice', action: 'create' });
    expect(log.details).toMatchObject({ id: saved.config.id, after: { config_name: 'Sword PvE' } });
  });

  it('updates when saving under a name the user already has (200, any case), and says so', async () => {
    const before = (await list(alice)).find((c) => c.config_name === 'Sword PvE');
    const saved = await save(
      alice,
      { ...SWORD, config_name: 'sword pve', items: [{ enchantment: 'sharpness', level: 4 }] },
      200,
    );
    expect(saved.created).toBe(false);
    expect(saved.message).toBe('Config "sword pve" updated.');
    expect(saved.config.id).toBe(before?.id);
    // Names and mcids are filled in from the reference data.
    expect(saved.config.items).toEqual([{ mcid: 'minecraft:sharpness', enchantment: 'Sharpness', level: 4 }]);
    expect(await list(alice)).toHaveLength(1);
    const log = await lastLog(t, 'optimizer_configs');
    expect(log).toMatchObject({ username: 'alice', action: 'update' });
    expect(log.details).toMatchObject({
      before: { config_name: 'Sword PvE' },
      after: { config_name: 'sword pve' },
    });

    // Another user may use the same name: it is a config of their own.
    const bobs = await save(bob, SWORD);
    expect(bobs.created).toBe(true);
    expect(bobs.config.id).not.toBe(saved.config.id);
  });

  it('lists configs by name', async () => {
    await save(alice, {
      ...SWORD,
      config_name: 'Axe',
      item_keyword: 'Axe',
      items: [{ enchantment: 'Efficiency', level: 5 }],
    });
    await save(alice, {
      ...SWORD,
      config_name: 'boots',
      item_keyword: 'Boots',
      items: [{ enchantment: 'Feather Falling', level: 4 }],
    });
    expect((await list(alice)).map((c) => c.config_name)).toEqual(['Axe', 'boots', 'sword pve']);
  });

  it('updates by id with PUT, refusing a name another config of the user has', async () => {
    const [axe, boots] = await list(alice);
    const renamed = await ok<SaveOptimizerConfigResponse>(alice, 'PUT', `/api/optimizer/configs/${axe?.id}`, {
      config_name: 'Axe (tree farm)',
      item_keyword: 'Axe',
      items: [
        { enchantment: 'Efficiency', level: 5 },
        { enchantment: 'Unbreaking', level: 3 },
      ],
    });
    expect(renamed).toMatchObject({ created: false, message: 'Config "Axe (tree farm)" updated.' });
    expect(renamed.config.items.map((item) => item.enchantment)).toEqual(['Efficiency', 'Unbreaking']);
    expect(
      await refusal(
        alice,
        'PUT',
        `/api/optimizer/configs/${boots?.id}`,
        { ...SWORD, config_name: 'SWORD PVE' },
        409,
      ),
    ).toBe('You already have another config named "sword pve".');
    expect((await lastLog(t, 'optimizer_configs')).details).toMatchObject({
      after: { config_name: 'Axe (tree farm)' },
    });
  });

  it("answers 404 for another user's config (read, update, delete) and changes nothing", async () => {
    const [bobsConfig] = await list(bob);
    const url = `/api/optimizer/configs/${bobsConfig?.id}`;
    expect(await refusal(alice, 'PUT', url, SWORD, 404)).toBe('Config not found.');
    expect(await refusal(alice, 'DELETE', url, undefined, 404)).toBe('Config not found.');
    expect(await refusal(alice, 'DELETE', '/api/optimizer/configs/999999', undefined, 404)).toBe(
      'Config not found.',
    );
    expect(await list(bob)).toEqual([bobsConfig]);
    expect((await list(alice)).some((c) => c.id === bobsConfig?.id)).toBe(false);
  });

  it('deletes its own config, logged', async () => {
    const boots = (await list(alice)).find((c) => c.config_name === 'boots');
    const deleted = await ok<{ message: string }>(alice, 'DELETE', `/api/optimizer/configs/${boots?.id}`);
    expect(deleted.message).toBe('Config "boots" deleted.');
    expect((await list(alice)).map((c) => c.config_name)).toEqual(['Axe (tree farm)', 'sword pve']);
    const log = await lastLog(t, 'optimizer_configs');
    expect(log).toMatchObject({ username: 'alice', action: 'delete' });
    expect(log.details).toMatchObject({ id: boots?.id, before: { config_name: 'boots' } });
  });

  it('asks for a name, an item and at least one enchantment with a level', async () => {
    const post = (payload: object) => refusal(alice, 'POST', '/api/optimizer/configs', payload);
    expect(await post({ ...SWORD, config_name: '  ' })).toBe('A config name is required.');
    expect(await post({ ...SWORD, item_keyword: '' })).toBe('An item keyword is required to save.');
    expect(await post({ ...SWORD, items: [] })).toBe(
      'At least one enchantment with a level other than None is needed to save.',
    );
  });

  it('names the fields and enchantments at fault', async () => {
    const post = (payload: object) => refusal(alice, 'POST', '/api/optimizer/configs', payload);
    expect(await post({ item_keyword: 'Sword', items: SWORD.items })).toMatch(/config_name/);
    expect(await post({ ...SWORD, items: 'Sharpness V' })).toMatch(/^items/);
    expect(await post({ ...SWORD, items: [{ enchantment: 'Sharpness' }] })).toMatch(/^items\.0\.level/);
    expect(await post({ ...SWORD, items: [{ enchantment: 'Sharpness', level: 'V' }] })).toMatch(
      /^items\.0\.level/,
    );
    expect(await post({ ...SWORD, items: [{ level: 5 }] })).toMatch(/^items\.0\.enchantment/);
    expect(await post({ ...SWORD, item_keyword: 'Spoon' })).toBe(
      "Unknown item: 'Spoon'. Pick one of the optimizer's items.",
    );
    expect(await post({ ...SWORD, items: [{ enchantment: 'Sharpnes', level: 5 }] })).toBe(
      "Unknown enchantment in items: 'Sharpnes'.",
    );
    expect(await post({ ...SWORD, items: [{ enchantment: 'Sharpness', level: 6 }] })).toBe(
      'Sharpness VI: the highest level of Sharpness is V.',
    );
    expect(await post({ ...SWORD, item_keyword: 'Boots' })).toBe(
      'Sharpness, Looting cannot be applied to Boots.',
    );
    expect(
      await post({
        ...SWORD,
        items: [
          { enchantment: 'Sharpness', level: 5 },
          { enchantment: 'Sharpness', level: 4 },
        ],
      }),
    ).toBe('Sharpness is selected twice.');
    const many = Array.from({ length: 51 }, () => ({ enchantment: 'Sharpness', level: 1 }));
    expect(await post({ ...SWORD, items: many })).toBe('items must list at most 50 enchantments.');
    expect(await post({ ...SWORD, config_name: 'x'.repeat(101) })).toBe(
      'config_name must be at most 100 characters.',
    );
  });

  it('keeps configs apart from the auditor and callers without a token', async () => {
    const auditor = await t.loginAs('auditor');
    expect(await refusal(auditor, 'POST', '/api/optimizer/configs', SWORD, 403)).toBe(
      'Your role (auditor) may not do this.',
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/optimizer/configs' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('saving after a load (SPEC §4: an existing name updates, any other name creates)', () => {
  it('keeps the loaded config when the next save has a new name, and updates it under its own name', async () => {
    const carol = await t.loginAs('user', 'carol');
    const auditA = await save(carol, { ...SWORD, config_name: 'AuditA' });
    const [loaded] = await list(carol);
    expect(loaded).toEqual(auditA.config);

    const auditB = await save(carol, { ...SWORD, config_name: 'AuditB', item_keyword: loaded?.item_keyword });
    expect(auditB.created).toBe(true);
    expect(auditB.config.id).not.toBe(auditA.config.id);
    expect(await list(carol)).toEqual([auditA.config, auditB.config]);

    const again = await save(
      carol,
      { ...SWORD, config_name: 'AuditA', items: [{ enchantment: 'Sharpness', level: 2 }] },
      200,
    );
    expect(again).toMatchObject({ created: false, message: 'Config "AuditA" updated.' });
    expect(again.config.id).toBe(auditA.config.id);
    expect((await list(carol)).map((c) => [c.config_name, c.items.length])).toEqual([
      ['AuditA', 1],
      ['AuditB', 2],
    ]);
  });
});
