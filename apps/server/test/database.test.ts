import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed/reference';
import { createTestApp, type TestApp, testDatabaseUrl, testDialect } from './helpers';
import { underSchemaLock } from './schema-lock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`database (${testDialect})`, () => {
  it('loads the reference data on first start', async () => {
    const db = t.app.deps.db;
    const count = async (
      table: 'enchantments' | 'baubles' | 'item_type_map' | 'optimizer_menu_items' | 'villager_items',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('enchantments')).toBe(210);
    expect(await count('baubles')).toBe(69);
    expect(await count('item_type_map')).toBe(138);
    expect(await count('optimizer_menu_items')).toBe(46);
    expect(await count('villager_items')).toBe(115);
    const mending = await db
      .selectFrom('enchantments')
      .selectAll()
      .where('name', '=', 'Mending')
      .executeTakeFirstOrThrow();
    expect(mending).toMatchObject({ mcid: 'minecraft:mending', rarity: 'Rare', maxlevel: 1, curse: 0 });
  });

  it('runs migrations again safely and never overwrites or restores rows users changed', async () => {
    const db = t.app.deps.db;
    await db
      .updateTable('enchantments')
      .set({ description: 'Edited by a user' })
      .where('name', '=', 'Mending')
      .execute();
    await db.deleteFrom('baubles').where('name', '=', 'Ankh Shield').execute();
    expect(
      await underSchemaLock(testDatabaseUrl, () =>
        migrateToLatest({ db, dialect: t.app.deps.dialect, close: async () => {} }),
      ),
    ).toEqual([]);
    expect(await seedReferenceData(db)).toBe(false);
    const mending = await db
      .selectFrom('enchantments')
      .select('description')
      .where('name', '=', 'Mending')
      .executeTakeFirstOrThrow();
    expect(mending.description).toBe('Edited by a user');
    expect(
      await db.selectFrom('baubles').select('id').where('name', '=', 'Ankh Shield').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('enforces unique usernames case-insensitively', async () => {
    const admin = await t.loginAs('admin');
    const first = await admin.request({
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'Steve', password: 'password1' },
    });
    expect(first.statusCode).toBe(201);
    const second = await admin.request({
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'steve', password: 'password1' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe("username 'steve' is already taken.");
  });

  it('enforces unique town names per server case-insensitively at the database level', async () => {
    const db = t.app.deps.db;
    const now = new Date().toISOString();
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const modpack = await db
      .insertInto('modpacks')
      .values({ modpack: 'RLCraft', version: '2.9.3' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const server = await db
      .insertInto('servers')
      .values({ name: 'S1', modpack_id: modpack.id, owner_id: owner.id, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('towns').values({ server_id: server.id, name: 'Canz' }).execute();
    await expect(
      db.insertInto('towns').values({ server_id: server.id, name: 'canz' }).execute(),
    ).rejects.toThrow();
  });
});
