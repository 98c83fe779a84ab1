import { ADDED_FIELDS, IMPORT_LIMITS } from '@tradehall/contracts';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRow,
  dumpBackupTables,
  exportCsv,
  importCsv,
  importZip,
  multipart,
  seedWorld,
  tradeRow,
  tradesCsv,
  type World,
} from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';

let t: TestApp;
let admin: Session;
let dataManager: Session;
let auditor: Session;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  dataManager = await t.loginAs('data_manager');
  auditor = await t.loginAs('auditor');
  world = await seedWorld(admin);
});
afterAll(() => t.close());

const countTrades = async () =>
  Number(
    (
      await t.app.deps.db
        .selectFrom('trades')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`CSV export (${testDialect})`, () => {
  it('downloads {table}.csv with a BOM, the header and every row', async () => {
    const response = await auditor.request({ method: 'GET', url: '/api/export/enchantments' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="enchantments.csv"');
    expect(response.body.startsWith('\uFEFFid,name,mcid,rarity,maxlevel')).toBe(true);
    const rows = parse(response.body, { bom: true, columns: true });
    expect(rows).toHaveLength(210);
  });

  it('neutralises spreadsheet formulas and reads them back exactly', async () => {
    const values = ['=1+2', '+SUM(A1)', '-2+3', '@cmd', "'quoted", 'plain'];
    for (const [i, value] of values.entries()) {
      await createRow(admin, 'villager_items', { item: value, villager: `Formula${i}`, trade_type: 'cost' });
    }
    const response = await auditor.request({ method: 'GET', url: '/api/export/villager_items' });
    for (const expected of ["'=1+2", "'+SUM(A1)", "'-2+3", "'@cmd", "''quoted"]) {
      expect(response.body).toContain(`,${expected},`);
    }
    expect(response.body).toContain(',plain,');
    const before = await exportCsv(auditor, 'villager_items');
    const reimport = await importCsv(admin, 'villager_items', response.body);
    expect(reimport.statusCode, reimport.body).toBe(200);
    expect(reimport.json()).toEqual({
      status: 'Imported into villager_items.',
      inserted: 0,
      updated: 0,
      unchanged: before.length,
    });
    const items = await t.app.deps.db
      .selectFrom('villager_items')
      .select('item')
      .where('villager', 'like', 'Formula%')
      .execute();
    expect(items.map((i) => i.item).sort()).toEqual([...values].sort());
  });

  it('answers 404 for tables outside the allow-list; users (and hashes) are never exported', async () => {
    for (const table of ['users', 'logs', 'optimizer_configs']) {
      const response = await admin.request({ method: 'GET', url: `/api/export/${table}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(`Unknown table '${table}'.`);
      const upload = await importCsv(admin, table, 'username,password_hash\r\nx,y');
      expect(upload.statusCode).toBe(404);
    }
  });
});

describe(`CSV import (${testDialect})`, () => {
  it('imports trades: inserts rows without id, updates rows with one, logs one entry', async () => {
    const first = await importCsv(
      dataManager,
      'trades',
      tradesCsv([tradeRow(world, { num: 1 }), tradeRow(world, { num: 2, enchantments: 'Mending' })]),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'Imported into trades.', inserted: 2, updated: 0, unchanged: 0 });
    const exported = await exportCsv(auditor, 'trades');
    const mine = exported.filter((r) => r.row === 'A');
    expect(mine.map((r) => [r.num, r.enchantments])).toEqual([
      ['1', 'Sharpness V (minecraft:sharpness)'],
      ['2', 'Mending (minecraft:mending)'],
    ]);
    const second = await importCsv(
      dataManager,
      'trades',
      tradesCsv([tradeRow(world, { id: mine[0]!.id!, num: 1, sell_amount: 4 }), tradeRow(world, { num: 5 })]),
    );
    expect(second.json()).toEqual({ status: 'Imported into trades.', inserted: 1, updated: 1, unchanged: 0 });
    const updated = await t.app.deps.db
      .selectFrom('trades')
      .selectAll()
      .where('id', '=', Number(mine[0]!.id))
      .executeTakeFirstOrThrow();
    expect(updated).toMatchObject({ sell_amount: 4, row_version: 2 });
    const log = await t.app.deps.db
      .selectFrom('logs')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'import', table_name: 'trades', username: dataManager.username });
    expect(JSON.parse(log.details)).toMatchObject({ file: 'trades.csv', rows: 2, inserted: 1, updated: 1 });
  });

  it("reads UTF-8 with a BOM, ';' delimiters and quoted fields with delimiters, quotes and newlines", async () => {
    const csv = `\uFEFF${tradesCsv(
      [
        tradeRow(world, {
          row: 'C',
          cost_item1: '"Emerald; ""Block"""',
          // A line break inside quotes: a list cell may hold one (an item name may not).
          enchantments: '"Sharpness V;\r\nMending"',
        }),
      ],
      ';',
    )}`;
    const response = await importCsv(admin, 'trades', csv);
    expect(response.statusCode, response.body).toBe(200);
    const trade = await t.app.deps.db
      .selectFrom('trades')
      .selectAll()
      .where('row', '=', 'C')
      .executeTakeFirstOrThrow();
    expect(trade.cost_item1).toBe('Emerald; "Block"');
    const exported = (await exportCsv(auditor, 'trades')).find((r) => r.row === 'C')!;
    expect(exported.enchantments).toBe('Sharpness V (minecraft:sharpness); Mending (minecraft:mending)');
  });

  it('refuses the same id twice in a file, naming both rows, and writes nothing', async () => {
    const [existing] = (await exportCsv(auditor, 'trades')).filter((r) => r.row === 'A');
    const before = await countTrades();
    const response = await importCsv(
      admin,
      'trades',
      tradesCsv([
        tradeRow(world, { id: existing!.id! }),
        tradeRow(world, { num: 9 }),
        tradeRow(world, { id: existing!.id! }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.problem_count).toBe(1);
    expect(body.problems).toEqual([
      { row: 4, column: 'id', reason: `id ${existing!.id} appears twice (first on row 2)` },
    ]);
    expect(body.error).toBe(
      `trades.csv was not imported (1 problem; nothing was written): row 4, id: id ${existing!.id} appears twice (first on row 2).`,
    );
    expect(await countTrades()).toBe(before);
  });

  it('a bad row at the end of a 10,000-row file writes nothing', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      tradeRow(world, { row: String.fromCharCode(65 + (i % 26)), num: (i % 20) + 1, cost_amount1: i }),
    );
    rows.push(tradeRow(world, { num: 25 }));
    const before = await countTrades();
    const logsBefore = await t.app.deps.db
      .selectFrom('logs')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const response = await importCsv(admin, 'trades', tradesCsv(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { row: 10_002, column: 'num', reason: 'must be from 1 to 20' },
    ]);
    expect(await countTrades()).toBe(before);
    const logsAfter = await t.app.deps.db
      .selectFrom('logs')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(logsAfter?.id).toBe(logsBefore?.id);
  });

  it('lists the first 20 problems with row, column and reason, and says how many in all', async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      tradeRow(world, { row: i < 25 ? '1' : 'A', num: i === 29 ? 0 : 1 }),
    );
    const response = await importCsv(admin, 'trades', tradesCsv(rows));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.problem_count).toBe(26);
    expect(body.problems).toHaveLength(20);
    expect(body.problems[0]).toEqual({ row: 2, column: 'row', reason: 'must be a letter A-Z' });
    expect(body.error).toMatch(
      /^trades\.csv was not imported \(26 problems; nothing was written\): row 2, row: must be a letter A-Z; .* … and 6 more\.$/,
    );
  });

  it('checks the header: unknown, repeated and missing columns', async () => {
    const response = await importCsv(admin, 'towns', 'id,server_id,name,name,colour\r\n,1,X,X,red');
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { row: 1, column: 'name', reason: 'appears twice in the header' },
      { row: 1, column: 'colour', reason: 'is not a column of this table' },
    ]);
    const missing = await importCsv(admin, 'towns', 'id,name\r\n,X');
    expect(missing.json().problems).toEqual([
      { row: 1, column: 'server_id', reason: 'is missing from the header' },
    ]);
  });

  it('refuses rows with the wrong number of cells and files that are not UTF-8', async () => {
    const cells = await importCsv(admin, 'towns', `server_id,name\r\n${world.serverId},A,extra`);
    expect(cells.json().problems).toEqual([
      { row: 2, column: null, reason: 'has 3 cells but the header has 2' },
    ]);
    const latin1 = Buffer.concat([
      Buffer.from(`server_id,name\r\n${world.serverId},Caf`),
      Buffer.from([0xe9]),
    ]);
    const encoding = await importCsv(admin, 'towns', latin1);
    expect(encoding.json().problems[0].reason).toBe('is not valid UTF-8 text (save the file as UTF-8)');
  });

  it('applies each table’s rules: town names unique per server ignoring case, within the file too', async () => {
    const response = await importCsv(
      admin,
      'towns',
      `server_id,name\r\n${world.serverId},Oasis\r\n${world.serverId},OASIS\r\n${world.serverId},canz`,
    );
    expect(response.statusCode).toBe(409);
    const reasons = response
      .json()
      .problems.map((p: { row: number; reason: string }) => `${p.row} ${p.reason}`);
    expect(reasons).toContain(
      '3 Town name cannot be empty or already exists on this server (also on row 2).',
    );
    expect(response.json().error).toMatch(/\(id \d+\)\.$/);
    expect(reasons).toContain(
      `4 Town name cannot be empty or already exists on this server (id ${world.townId}).`,
    );
  });

  it('accepts only .csv files in the field file', async () => {
    const wrongType = await admin.request({
      method: 'POST',
      url: '/api/import/towns',
      ...multipart('towns.txt', 'server_id,name'),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('Only .csv files can be imported here.');
    const wrongField = await admin.request({
      method: 'POST',
      url: '/api/import/towns',
      ...multipart('towns.csv', 'x', 'upload'),
    });
    expect(wrongField.json().error).toBe("No file was sent: put the .csv file in the field 'file'.");
    const json = await admin.request({ method: 'POST', url: '/api/import/towns', payload: {} });
    expect(json.statusCode).toBe(400);
    const empty = await importCsv(admin, 'towns', '');
    expect(empty.json().problems[0].reason).toBe('The file is empty: it needs a header row.');
  });

  it('refuses files over the upload limit with 413 and writes nothing', async () => {
    const big = new Uint8Array(IMPORT_LIMITS.csvMaxBytes + 1).fill(0x41);
    const response = await importCsv(admin, 'towns', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('The file is larger than the limit of 64 MB.');
  });

  it('refuses import for the auditor, user and editor; the auditor may export', async () => {
    for (const role of ['auditor', 'user', 'editor'] as const) {
      const session = role === 'auditor' ? auditor : await t.loginAs(role);
      const response = await importCsv(session, 'towns', `server_id,name\r\n${world.serverId},Hilltop`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(`Your role (${role}) may not do this.`);
      const all = await importZip(session, zipSync({}));
      expect(all.statusCode).toBe(403);
      const exported = await session.request({ method: 'GET', url: '/api/export/towns' });
      expect(exported.statusCode).toBe(role === 'auditor' ? 200 : 403);
      const zip = await session.request({ method: 'GET', url: '/api/export_all' });
      expect(zip.statusCode).toBe(role === 'auditor' ? 200 : 403);
    }
  });
});

async function exportAll(session: Session): Promise<Record<string, Uint8Array>> {
  const response = await session.request({ method: 'GET', url: '/api/export_all' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="tradehall-backup-\d{8}-\d{6}\.zip"$/,
  );
  return unzipSync(new Uint8Array(response.rawPayload));
}

describe(`ZIP backup (${testDialect})`, () => {
  it('holds one CSV per backup table and a manifest with format version, row counts and checksums', async () => {
    const files = await exportAll(auditor);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    expect(manifest).toMatchObject({ format: 'tradehall-backup', format_version: 1 });
    const tables = (await auditor.request({ method: 'GET', url: '/api/data_editor/backup_tables' })).json();
    expect(Object.keys(files).sort()).toEqual(
      [...tables.map((n: string) => `${n}.csv`), 'manifest.json'].sort(),
    );
    const { createHash } = await import('node:crypto');
    for (const entry of manifest.tables) {
      expect(createHash('sha256').update(files[entry.file]!).digest('hex')).toBe(entry.sha256);
      expect(parse(Buffer.from(files[entry.file]!), { bom: true, columns: true })).toHaveLength(entry.rows);
    }
  });

  it('export then import restores identical data, ids and versions included', async () => {
    await createRow(admin, 'servers', {
      name: 'Members',
      modpack_id: world.modpackId,
      members: `${auditor.username}; ${dataManager.username}`,
    });
    // A trade saved by the trade form, enchantments not in name order: the backup keeps their order.
    const viaApi = await admin.request({
      method: 'POST',
      url: '/api/trades',
      payload: {
        server_id: world.serverId,
        town_id: world.townId,
        location: 'Hall',
        row: 'D',
        num: 4,
        villager_type: 'Librarian',
        sell_item: 'Enchanted Book',
        enchantments: [
          { name: 'Unbreaking', level: 3 },
          { name: 'Mending', level: 1 },
          { name: 'Efficiency', level: 5 },
        ],
      },
    });
    expect(viaApi.statusCode, viaApi.body).toBe(201);
    const before = await dumpBackupTables(t);
    const files = await exportAll(admin);
    expect(strFromU8(files['trades.csv']!)).toContain(
      ',Unbreaking III (minecraft:unbreaking); Mending (minecraft:mending); Efficiency V (minecraft:efficiency),',
    );

    // Change everything a backup covers, then restore.
    await importCsv(admin, 'trades', tradesCsv([tradeRow(world, { row: 'Z', num: 20 })]));
    await admin.request({ method: 'DELETE', url: `/api/data_editor/tables/towns/${world.townId}` });
    await createRow(admin, 'modpacks', { modpack: 'Extra' });
    await t.app.deps.db.updateTable('enchantments').set({ description: 'changed' }).execute();
    await t.app.deps.db.deleteFrom('baubles').where('tier', '=', 'F').execute();
    expect(await dumpBackupTables(t)).not.toEqual(before);

    const response = await importZip(admin, zipSync(files));
    expect(response.statusCode, response.body).toBe(200);
    // The tables the changes above left alone are not rewritten (issue 27).
    expect(response.json().status).toBe(
      'Replaced 7 tables from backup.zip: modpacks, enchantments, baubles, servers, towns, locations, trades. 3 tables unchanged: item_type_map, optimizer_menu_items, villager_items.',
    );
    expect(await dumpBackupTables(t)).toEqual(before);

    // New rows get fresh ids after the restore (PostgreSQL sequences moved past the restored ids).
    const added = await createRow(admin, 'modpacks', { modpack: 'After restore' });
    expect(Number(added.id)).toBeGreaterThan(
      Math.max(...before.modpacks!.map((r) => JSON.parse(String(r)).id)),
    );
    const town = await createRow(admin, 'towns', { server_id: world.serverId, name: 'Fresh' });
    expect(town.id).toBeTruthy();
    const log = await t.app.deps.db
      .selectFrom('logs')
      .selectAll()
      .where('action', '=', 'replace')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ username: 'admin', table_name: 'trades' });
  });

  it('checks every row before replacing anything', async () => {
    const files = await exportAll(admin);
    const before = await dumpBackupTables(t);
    const badLine = tradeRow(world, { id: 999_999, num: 99 }).join(',');
    // Its system columns, villager_uuid, then the fields added to trades (notes), blank.
    const tail = [
      '2024-01-01T00:00:00.000Z',
      '2024-01-01T00:00:00.000Z',
      1,
      '',
      ...ADDED_FIELDS.map(() => ''),
    ];
    const broken = `${strFromU8(files['trades.csv']!)}${badLine},${tail.join(',')}\r\n`;
    const bad: Record<string, Uint8Array> = { ...files, 'trades.csv': new TextEncoder().encode(broken) };
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    const { createHash } = await import('node:crypto');
    const entry = manifest.tables.find((e: { table: string }) => e.table === 'trades');
    entry.sha256 = createHash('sha256').update(bad['trades.csv']!).digest('hex');
    entry.rows += 1;
    bad['manifest.json'] = new TextEncoder().encode(JSON.stringify(manifest));
    const response = await importZip(admin, zipSync(bad));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().problems[0]).toMatchObject({
      file: 'trades.csv',
      column: 'num',
      reason: 'must be from 1 to 20',
    });
    expect(await dumpBackupTables(t)).toEqual(before);
  });

  it.each([
    [
      'no manifest',
      (f: Record<string, Uint8Array>) => ({ 'towns.csv': f['towns.csv']! }),
      'The ZIP has no manifest.json',
    ],
    [
      'a path-traversing entry',
      (f: Record<string, Uint8Array>) => ({ ...f, '../evil.csv': f['towns.csv']! }),
      "The ZIP holds '../evil.csv'",
    ],
    [
      'a folder',
      (f: Record<string, Uint8Array>) => ({ ...f, 'sub/towns.csv': f['towns.csv']! }),
      "The ZIP holds 'sub/towns.csv'",
    ],
    [
      'an unknown file',
      (f: Record<string, Uint8Array>) => ({ ...f, 'users.csv': f['towns.csv']! }),
      "The ZIP holds 'users.csv'",
    ],
    [
      'a changed file',
      (f: Record<string, Uint8Array>) => ({ ...f, 'baubles.csv': new TextEncoder().encode('id,name\r\n') }),
      'baubles.csv does not match its checksum',
    ],
    [
      'a parent without its children',
      (f: Record<string, Uint8Array>) => {
        const manifest = JSON.parse(strFromU8(f['manifest.json']!));
        manifest.tables = manifest.tables.filter((e: { table: string }) => e.table === 'towns');
        return {
          'towns.csv': f['towns.csv']!,
          'manifest.json': new TextEncoder().encode(JSON.stringify(manifest)),
        };
      },
      'Replacing towns would also empty locations, trades',
    ],
  ])('refuses a ZIP with %s and changes nothing', async (_label, change, message) => {
    const files = await exportAll(admin);
    const before = await dumpBackupTables(t);
    const response = await importZip(admin, zipSync(change(files)));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await dumpBackupTables(t)).toEqual(before);
  });

  it('accepts only .zip files and refuses what is not a ZIP', async () => {
    const named = await importZip(admin, zipSync({}), 'backup.csv');
    expect(named.json().error).toBe('Only .zip files can be imported here.');
    const garbage = await importZip(admin, new TextEncoder().encode('not a zip at all'));
    expect(garbage.statusCode).toBe(400);
  });
});
