import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRow,
  dumpBackupTables,
  importCsv,
  importZip,
  seedWorld,
  tradeRow,
  tradesCsv,
  type World,
} from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';

// Issue 27: an unchanged export imports as unchanged (not written, no audit row), twice in a row; a real
// version conflict is one sentence with a count and the first 20 rows.

let t: TestApp;
let admin: Session;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  world = await seedWorld(admin);
});
afterAll(() => t.close());

const exportText = async (table: string) => {
  const response = await admin.request({ method: 'GET', url: `/api/export/${table}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

const logCount = async () =>
  Number(
    (
      await t.app.deps.db
        .selectFrom('logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const versions = async (table: 'trades' | 'towns') =>
  (await t.app.deps.db.selectFrom(table).select(['id', 'row_version']).orderBy('id').execute()).map((r) => [
    r.id,
    Number(r.row_version),
  ]);

describe(`Imports that round-trip (${testDialect})`, () => {
  it('re-importing an unchanged trades export twice changes nothing and counts every row unchanged', async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      tradeRow(world, {
        row: String.fromCharCode(65 + (i % 26)),
        num: 1 + Math.floor(i / 26),
        enchantments: i % 2 === 0 ? 'Sharpness V' : 'Mending',
      }),
    );
    expect((await importCsv(admin, 'trades', tradesCsv(rows))).statusCode).toBe(200);
    const file = await exportText('trades');
    const before = await versions('trades');
    const logs = await logCount();

    for (const attempt of [1, 2]) {
      const response = await importCsv(admin, 'trades', file);
      expect(response.statusCode, `attempt ${attempt}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual({
        status: 'Imported into trades.',
        inserted: 0,
        updated: 0,
        unchanged: 30,
      });
      expect(await versions('trades')).toEqual(before);
      // Only the import's own summary row.
      expect(await logCount()).toBe(logs + attempt);
    }
    expect(await exportText('trades')).toBe(file);
  });

  it('an equal row with an older version is unchanged; a changed row with an older version is a conflict', async () => {
    const file = await exportText('trades');
    const lines = file.split('\r\n');
    // Edit the first trade through the API: its version moves on, so the file's row is now older.
    const [header, first] = [lines[0]!.replace(/^\uFEFF/, '').split(','), lines[1]!.split(',')];
    const id = Number(first[header.indexOf('id')]);
    await t.app.deps.db.updateTable('trades').set({ row_version: 7 }).where('id', '=', id).execute();
    const equal = await importCsv(admin, 'trades', file);
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 30 });

    // Now the file's rows differ from the stored ones and state versions that are not stored: 25 conflicts.
    await t.app.deps.db
      .updateTable('trades')
      .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
      .execute();
    const amount = header.indexOf('sell_amount');
    const changed = lines
      .map((line, i) => {
        if (i === 0 || i > 25 || line === '') return line;
        const cells = line.split(',');
        cells[amount] = '2';
        return cells.join(',');
      })
      .join('\r\n');
    const refused = await importCsv(admin, 'trades', changed);
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.problem_count).toBe(25);
    expect(body.conflict_count).toBe(25);
    expect(body.conflict_rows).toHaveLength(20);
    expect(body.conflict_rows[0]).toEqual({ row: 2 });
    expect(body.error).toContain(
      '25 rows were changed by someone else since this file was exported (the first 20: rows 2, 3, 4,',
    );
    // One sentence, not 25 copies of the reason.
    expect(body.error.match(/changed by someone else/g)).toHaveLength(1);
  });

  it('small tables too: an unchanged towns export is unchanged, a renamed town is updated', async () => {
    await createRow(admin, 'towns', { server_id: world.serverId, name: 'Bones' });
    const file = await exportText('towns');
    const before = await versions('towns');
    for (const _ of [1, 2]) {
      const response = await importCsv(admin, 'towns', file);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: before.length });
    }
    expect(await versions('towns')).toEqual(before);
    const renamed = await importCsv(admin, 'towns', file.replace(',Bones,', ',Bones Keep,'));
    expect(renamed.json()).toMatchObject({ inserted: 0, updated: 1, unchanged: before.length - 1 });
  });

  it('Import All of an unchanged backup leaves every table as it is; a changed table is replaced with its children', async () => {
    const exportAll = async () => {
      const response = await admin.request({ method: 'GET', url: '/api/export_all' });
      expect(response.statusCode).toBe(200);
      return unzipSync(new Uint8Array(response.rawPayload));
    };
    const files = await exportAll();
    const before = await dumpBackupTables(t);
    const logs = await logCount();
    for (const attempt of [1, 2]) {
      const response = await importZip(admin, zipSync(files));
      expect(response.statusCode, `attempt ${attempt}: ${response.body}`).toBe(200);
      const body = response.json();
      expect(body.status).toMatch(/^Nothing to replace from backup\.zip\. 10 tables unchanged: modpacks, /);
      expect(body.unchanged).toHaveLength(10);
      expect(await dumpBackupTables(t)).toEqual(before);
      expect(await logCount()).toBe(logs);
    }

    // A town renamed since the export: towns and the tables below it are replaced, the others left alone.
    await t.app.deps.db
      .updateTable('towns')
      .set({ name: 'Renamed' })
      .where('id', '=', world.townId)
      .execute();
    const response = await importZip(admin, zipSync(files));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe(
      'Replaced 3 tables from backup.zip: towns, locations, trades. 7 tables unchanged: modpacks, item_type_map, optimizer_menu_items, villager_items, enchantments, baubles, servers.',
    );
    expect(await dumpBackupTables(t)).toEqual(before);
    expect(await logCount()).toBe(logs + 3);
  });
});
