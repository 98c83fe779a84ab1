import { type Enchantment, ROLES, splitList } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';

let t: TestApp;
let editor: Session;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.loginAs('editor');
});
afterAll(() => t.close());

async function listAll(): Promise<Enchantment[]> {
  const response = await editor.request({ method: 'GET', url: '/api/enchantments' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function byName(name: string): Promise<Enchantment> {
  const found = (await listAll()).find((e) => e.name === name);
  if (!found) throw new Error(`no enchantment ${name}`);
  return found;
}

const put = (session: Session, id: number, payload: object) =>
  session.request({ method: 'PUT', url: `/api/enchantments/${id}`, payload });

/** The body the editor sends: the full enchantment with some fields changed. */
function bodyOf(enchantment: Enchantment, changes: Partial<Enchantment> = {}) {
  const { id: _id, ...rest } = { ...enchantment, ...changes };
  return rest;
}

function expectSymmetric(all: readonly Enchantment[]) {
  const lists = new Map(all.map((e) => [e.mcid, new Set(splitList(e.incompatibilities))]));
  for (const [mcid, list] of lists) {
    for (const other of list) {
      expect(lists.has(other), `${mcid} lists unknown ${other}`).toBe(true);
      expect(lists.get(other)!.has(mcid), `${other} does not list ${mcid} back`).toBe(true);
    }
  }
}

const logsFor = (name: string) =>
  t.app.deps.db
    .selectFrom('logs')
    .selectAll()
    .where('table_name', '=', 'enchantments')
    .where('details', 'like', `%"name":"${name}"%`)
    .orderBy('id', 'desc')
    .execute();

describe('GET /api/enchantments and /api/enchantment-names', () => {
  it('lists every enchantment sorted by name, with the editor fields', async () => {
    const all = await listAll();
    expect(all).toHaveLength(210);
    const names = all.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'applicable',
        'curse',
        'description',
        'id',
        'incompatibilities',
        'maxlevel',
        'mcid',
        'name',
        'rarity',
        'row_version',
        'treasure',
        'librarian',
      ].sort(),
    );
    expect(all.find((e) => e.name === 'Curse of Binding')?.curse).toBe(true);
    expect(all.find((e) => e.name === 'Mending')).toMatchObject({ treasure: true, librarian: true });
    expect(all.find((e) => e.name === 'Vitality')).toMatchObject({ treasure: false, librarian: false });
    expect(all.find((e) => e.name === 'Protection')).toMatchObject({
      mcid: 'minecraft:protection',
      rarity: 'Common',
      maxlevel: 4,
      applicable: 'ARMOR',
    });
    expectSymmetric(all);
  });

  it('lists the names sorted, for every role', async () => {
    const all = await listAll();
    for (const role of ROLES) {
      const session = await t.loginAs(role);
      const response = await session.request({ method: 'GET', url: '/api/enchantment-names' });
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toEqual(all.map((e) => e.name));
      const list = await session.request({ method: 'GET', url: '/api/enchantments' });
      expect(list.statusCode, role).toBe(200);
    }
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/enchantments' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/enchantments/{id}', () => {
  it('saves the full enchantment, bumps its version and logs before and after', async () => {
    const adept = await byName('Adept');
    const response = await put(
      editor,
      adept.id,
      bodyOf(adept, { description: 'More XP from kills.', maxlevel: 4, rarity: 'Very Rare' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Saved Adept.');
    expect(body.also_updated).toEqual([]);
    expect(body.enchantment).toMatchObject({
      id: adept.id,
      description: 'More XP from kills.',
      maxlevel: 4,
      rarity: 'Very Rare',
      row_version: adept.row_version + 1,
    });
    expect(await byName('Adept')).toEqual(body.enchantment);
    const [log] = await logsFor('Adept');
    expect(log).toMatchObject({ username: editor.username, action: 'update' });
    const details = JSON.parse(log!.details);
    expect(details.before).toMatchObject({ description: adept.description, maxlevel: 3, rarity: 'Rare' });
    expect(details.after).toMatchObject({ description: 'More XP from kills.', maxlevel: 4 });
  });

  it('adds the enchantment to the lists of those it becomes incompatible with, and logs each', async () => {
    const adept = await byName('Adept');
    const feather = await byName('Feather Falling');
    const sharpness = await byName('Sharpness');
    const wanted = [feather.mcid, sharpness.mcid].join(', ');
    const response = await put(editor, adept.id, bodyOf(adept, { incompatibilities: wanted }));
    expect(response.statusCode).toBe(200);
    // Adept's RLCraft pair with Education goes too.
    expect(response.json().also_updated).toEqual(['Education', 'Feather Falling', 'Sharpness']);
    expect(splitList((await byName('Adept')).incompatibilities).sort()).toEqual(
      [feather.mcid, sharpness.mcid].sort(),
    );
    const featherAfter = await byName('Feather Falling');
    expect(splitList(featherAfter.incompatibilities)).toContain(adept.mcid);
    expect(featherAfter.row_version).toBe(feather.row_version + 1);
    expect(splitList((await byName('Sharpness')).incompatibilities)).toContain(adept.mcid);
    const [featherLog] = await logsFor('Feather Falling');
    expect(JSON.parse(featherLog!.details)).toMatchObject({
      before: { incompatibilities: feather.incompatibilities },
      after: { incompatibilities: featherAfter.incompatibilities },
    });
    expectSymmetric(await listAll());
  });

  it('removes the enchantment from the lists of those it is no longer incompatible with', async () => {
    const adept = await byName('Adept');
    const sharpness = await byName('Sharpness');
    const response = await put(editor, adept.id, bodyOf(adept, { incompatibilities: sharpness.mcid }));
    expect(response.json().also_updated).toEqual(['Feather Falling']);
    expect(splitList((await byName('Feather Falling')).incompatibilities)).not.toContain(adept.mcid);
    expect(splitList((await byName('Sharpness')).incompatibilities)).toContain(adept.mcid);
    expectSymmetric(await listAll());
  });

  it('keeps symmetry when an edit of the other side removes the pair', async () => {
    const sharpness = await byName('Sharpness');
    const adept = await byName('Adept');
    const without = splitList(sharpness.incompatibilities).filter((m) => m !== adept.mcid);
    const response = await put(
      editor,
      sharpness.id,
      bodyOf(sharpness, { incompatibilities: without.join(',') }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().also_updated).toEqual(['Adept']);
    expect((await byName('Adept')).incompatibilities).toBe('');
    expectSymmetric(await listAll());
  });

  it('renames a changed MCID in the lists of its partners', async () => {
    const protection = await byName('Protection');
    const partners = splitList(protection.incompatibilities);
    const response = await put(editor, protection.id, bodyOf(protection, { mcid: 'minecraft:protection_x' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().also_updated).toHaveLength(partners.length);
    const all = await listAll();
    for (const e of all) expect(splitList(e.incompatibilities)).not.toContain('minecraft:protection');
    const fire = all.find((e) => e.name === 'Fire Protection')!;
    expect(splitList(fire.incompatibilities)).toContain('minecraft:protection_x');
    expectSymmetric(all);
    const back = await byName('Protection');
    expect((await put(editor, back.id, bodyOf(back, { mcid: 'minecraft:protection' }))).statusCode).toBe(200);
    expectSymmetric(await listAll());
  });

  it.each([
    [{ maxlevel: 0 }, 'maxlevel must be from 1 to 10.'],
    [{ maxlevel: 11 }, 'maxlevel must be from 1 to 10.'],
    [{ maxlevel: 2.5 }, 'maxlevel must be a whole number.'],
    [{ maxlevel: '3' }, 'maxlevel must be a whole number.'],
    [{ rarity: 'Epic' }, 'rarity must be one of Common, Uncommon, Rare, Very Rare.'],
    [{ name: '  ' }, 'name is required.'],
    [{ mcid: 'no colon' }, 'mcid must look like namespace:name, e.g. minecraft:protection.'],
    [{ applicable: '' }, 'applicable is required.'],
    [{ applicable: 'SWORD,SPOON' }, 'Unknown item type in Applicable To: SPOON'],
    [{ applicable: 'Any,SWORD' }, 'Any cannot be combined with other item types'],
    [
      { incompatibilities: 'minecraft:nothing' },
      'Unknown enchantment MCID in Incompatible With: minecraft:nothing.',
    ],
    [{ incompatibilities: 'minecraft:looting' }, 'An enchantment cannot be incompatible with itself.'],
  ])('refuses %j with 400 and changes nothing', async (changes, message) => {
    const looting = await byName('Looting');
    const before = await listAll();
    const response = await put(editor, looting.id, { ...bodyOf(looting), ...changes });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await listAll()).toEqual(before);
  });

  it('refuses to list its own old MCID while renaming it', async () => {
    const looting = await byName('Looting');
    const response = await put(
      editor,
      looting.id,
      bodyOf(looting, { mcid: 'minecraft:looting2', incompatibilities: looting.mcid }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('An enchantment cannot be incompatible with itself.');
  });

  it('normalises applicable item types and accepts Any', async () => {
    const looting = await byName('Looting');
    const lower = await put(editor, looting.id, bodyOf(looting, { applicable: 'sword, axe, sword' }));
    expect(lower.json().enchantment.applicable).toBe('SWORD,AXE');
    const any = await put(editor, looting.id, bodyOf(await byName('Looting'), { applicable: 'any' }));
    expect(any.json().enchantment.applicable).toBe('Any');
  });

  it('refuses a name or MCID another enchantment has, ignoring case (409)', async () => {
    const looting = await byName('Looting');
    const name = await put(editor, looting.id, bodyOf(looting, { name: 'sharpness' }));
    expect(name.statusCode).toBe(409);
    expect(name.json().error).toBe("An enchantment named 'Sharpness' already exists.");
    const mcid = await put(editor, looting.id, bodyOf(looting, { mcid: 'minecraft:sharpness' }));
    expect(mcid.statusCode).toBe(409);
    expect(mcid.json().error).toBe("MCID 'minecraft:sharpness' is already used by Sharpness.");
    expect(await byName('Looting')).toEqual(looting);
  });

  it('refuses a save made on a stale copy (409) and changes nothing', async () => {
    const looting = await byName('Looting');
    const first = await put(editor, looting.id, bodyOf(looting, { description: 'first' }));
    expect(first.statusCode).toBe(200);
    const logsBefore = (await logsFor('Looting')).length;
    const stale = await put(editor, looting.id, bodyOf(looting, { description: 'second' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toContain('changed by someone else');
    expect((await byName('Looting')).description).toBe('first');
    expect(await logsFor('Looting')).toHaveLength(logsBefore);
  });

  it('stays symmetric when saves that touch the same partner run at the same time', async () => {
    const names = ['Smite', 'Bane of Arthropods', 'Looting', 'Fortune', 'Unbreaking'];
    const knockback = await byName('Knockback');
    const saves = await Promise.all(
      names.map(async (name) => {
        const current = await byName(name);
        const list = [...splitList(current.incompatibilities), knockback.mcid].join(',');
        return put(editor, current.id, bodyOf(current, { incompatibilities: list }));
      }),
    );
    for (const response of saves) expect([200, 409]).toContain(response.statusCode);
    expect(saves.some((response) => response.statusCode === 200)).toBe(true);
    expectSymmetric(await listAll());
  });

  it('answers 404 for an unknown id', async () => {
    const looting = await byName('Looting');
    const response = await put(editor, 999_999, bodyOf(looting));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Enchantment not found.' });
  });

  it('lets editor, data_manager and admin save; refuses user and auditor (403)', async () => {
    for (const role of ROLES) {
      const session = await t.loginAs(role);
      const current = await byName('Looting');
      const response = await put(session, current.id, bodyOf(current, { description: `by ${role}` }));
      const allowed = role === 'editor' || role === 'data_manager' || role === 'admin';
      expect(response.statusCode, role).toBe(allowed ? 200 : 403);
    }
    expect((await byName('Looting')).description).toBe('by admin');
  });
});
