import { createHash } from 'node:crypto';
import { DATA_TABLES, type DataRow } from '@tradehall/contracts';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRow, dumpBackupTables, importCsv, importZip } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';

/**
 * Names full of odd but valid Unicode survive Export All → Import All and each table's CSV export → import
 * unchanged: emoji (ZWJ sequences, flags, tag sequences, skin tones), combining marks, RTL text, quotes, commas,
 * semicolons, line breaks where a field allows them, spreadsheet formula starts, U+FFFD itself and non-BMP CJK.
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  await t.loginAs('user', 'member_one');
  await t.loginAs('user', 'member_two');
});
afterAll(() => t.close());

const PIECES = [
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🧑🏽‍💻',
  '🇯🇵🇩🇪',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  'e\u0301',
  'Z\u0335\u0321\u0352',
  'שלום',
  'مرحبا',
  '\u200Fmark\u200E',
  '"quoted"',
  "it's",
  '«»„“',
  'a, b',
  'c; d',
  '\uFFFD',
  '𠮷野家',
  '𩸽',
  'zero\u200Bwidth',
  'nb\u00A0sp',
  'ＦＵＬＬ',
  'ß',
];

let turn = 0;
/** Pieces in turn, so that every piece shows up in every table. */
const nextPieces = (count: number) =>
  Array.from({ length: count }, () => PIECES[turn++ % PIECES.length]!).join(' ');

/** At most `max` UTF-16 units (what the length rules count), never cutting a surrogate pair, trimmed. */
function fit(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out.trim();
}

/** A one-line value: starts with `lead` (formula starts included), then some pieces. */
const line = (lead: string, tag: string, max = 100) => fit(`${lead}${tag} \uFFFD ${nextPieces(6)}`, max);
/** A multi-line value: every piece, LF and CRLF line breaks and a tab inside. */
const multi = (lead: string, tag: string) =>
  `${lead}${tag} ${PIECES.slice(0, 8).join(' ')}\nline 2:\t${PIECES.slice(8).join(' ')}\r\nline 3 =SUM(A1)`;

/** Names used inside list cells ('; ' separated): no semicolons. */
const listSafe = (lead: string, tag: string, max = 100) => line(lead, tag, max).replaceAll(';', ',');

const FORMULA_STARTS = ['=', '+', '-', '@', "'=", '"', '=HYPERLINK("http://x","y")'];

async function fill(): Promise<void> {
  const villagers: string[] = [];
  for (const [i, lead] of FORMULA_STARTS.entries()) {
    villagers.push(line('', `villager${i}`, 60));
    await createRow(admin, 'item_type_map', { keyword: line(lead, `kw${i}`), type: 'SWORD' });
    await createRow(admin, 'optimizer_menu_items', {
      keyword: line(lead, `menu${i}`),
      types: 'SWORD,BREAKABLE',
    });
    await createRow(admin, 'villager_items', {
      item: line(lead, `item${i}`),
      villager: villagers[i]!,
      trade_type: i % 2 ? 'cost' : 'sell',
    });
  }
  const modpack = await createRow(admin, 'modpacks', {
    modpack: line('=', 'pack'),
    version: '+1.0 𠮷 "x", y; z \uFFFD',
  });
  const enchantmentNames: string[] = [];
  for (const [i, lead] of FORMULA_STARTS.slice(0, 4).entries()) {
    const name = listSafe(lead, `ench${i}`, 90);
    enchantmentNames.push(name);
    await createRow(admin, 'enchantments', {
      name,
      mcid: `tradehall:odd_${i}`,
      rarity: 'Rare',
      maxlevel: 3,
      applicable: 'Any',
      incompatibilities: '',
      curse: i === 3,
      description: multi(lead, `desc${i}`),
      notes: multi('-', `notes${i}`),
    });
  }
  for (const [i, lead] of FORMULA_STARTS.slice(0, 3).entries()) {
    await createRow(admin, 'baubles', {
      name: line(lead, `bauble${i}`),
      type: 'amulet',
      tier: 'S',
      tier_basis: line('@', `basis${i}`, 500),
      tags: `${listSafe('', `tag${i}`, 40).toLowerCase()}; émoji 🎉; שלום`,
      icon: i === 0 ? '/icons/𠮷-ring.png' : '',
      description: multi(lead, `desc${i}`),
      how_to_obtain: multi('=', `how${i}`),
      upgrade_path: multi('+', `upgrade${i}`),
      source_mod: line('-', `mod${i}`),
    });
  }
  const server = await createRow(admin, 'servers', {
    name: line('=', 'server'),
    modpack_id: modpack.id!,
    owner: 'admin',
    members: 'member_one; member_two',
  });
  for (const [i, lead] of FORMULA_STARTS.slice(0, 3).entries()) {
    const townName = line(lead, `town${i}`);
    const town = await createRow(admin, 'towns', { server_id: server.id!, name: townName });
    const locationName = line(lead, `loc${i}`);
    await createRow(admin, 'locations', { town_id: town.id!, name: locationName });
    const trade: DataRow = {
      server_id: server.id!,
      town: townName,
      location: locationName,
      row: 'B',
      num: i + 1,
      // A villager type is one the reference knows: the odd ones added to villager_items above.
      villager_type: villagers[i]!,
      cost_item1: line('=', `cost${i}`),
      cost_amount1: 5,
      cost_item2: line('"', `cost2${i}`),
      cost_amount2: 1,
      sell_item: line('@', `sell${i}`),
      sell_amount: 1,
      enchantments: `${enchantmentNames[i]} III; ${enchantmentNames[3]} II`,
    };
    await createRow(admin, 'trades', trade);
  }
}

async function exportAll(): Promise<Record<string, Uint8Array>> {
  const response = await admin.request({ method: 'GET', url: '/api/export_all' });
  expect(response.statusCode, response.body).toBe(200);
  return unzipSync(new Uint8Array(response.rawPayload));
}

/** The same backup with every table emptied: its CSVs keep only their header. */
function emptied(files: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const manifest = JSON.parse(strFromU8(files['manifest.json']!));
  const out: Record<string, Uint8Array> = {};
  for (const entry of manifest.tables) {
    const text = strFromU8(files[entry.file]!);
    const header = new TextEncoder().encode(`${text.slice(0, text.indexOf('\r\n'))}\r\n`);
    out[entry.file] = header;
    entry.rows = 0;
    entry.sha256 = createHash('sha256').update(header).digest('hex');
  }
  out['manifest.json'] = new TextEncoder().encode(JSON.stringify(manifest));
  return out;
}

/** A dump without what a CSV import changes on purpose (row versions, update times). */
function withoutVersions(dump: Record<string, unknown[]>): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => [
      table,
      rows
        .map((row) => {
          const { row_version: _v, updated_at: _u, ...rest } = JSON.parse(String(row));
          return JSON.stringify(rest);
        })
        .sort(),
    ]),
  );
}

describe(`Unicode round trip (${testDialect})`, () => {
  it('fills every backup table with odd but valid Unicode, stored exactly', async () => {
    await fill();
    const dump = await dumpBackupTables(t);
    for (const table of ['modpacks', 'item_type_map', 'optimizer_menu_items', 'villager_items', 'towns']) {
      expect(
        dump[table]!.some((row) => String(row).includes('\uFFFD')),
        table,
      ).toBe(true);
    }
    expect(dump.server_members).toHaveLength(2);
    expect(dump.trade_enchantments).toHaveLength(6);
    const stored = await t.app.deps.db.selectFrom('baubles').select('how_to_obtain').execute();
    expect(stored.map((b) => b.how_to_obtain)).toContain(multi('=', 'how0'));
  });

  it('Export All, wipe, Import All: every row identical', async () => {
    const before = await dumpBackupTables(t);
    const files = await exportAll();
    const wipe = await importZip(admin, zipSync(emptied(files)));
    expect(wipe.statusCode, wipe.body).toBe(200);
    const wiped = await dumpBackupTables(t);
    expect(Object.values(wiped).every((rows) => rows.length === 0)).toBe(true);

    const restore = await importZip(admin, zipSync(files));
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await dumpBackupTables(t)).toEqual(before);
    expect(t.serverErrors).toEqual([]);
  });

  it.each(DATA_TABLES)('%s: CSV export then import leaves every value identical', async (table) => {
    const before = await dumpBackupTables(t);
    const exported = await admin.request({ method: 'GET', url: `/api/export/${table}` });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('\uFFFD');
    const response = await importCsv(admin, table, exported.rawPayload);
    expect(response.statusCode, response.body).toBe(200);
    expect(withoutVersions(await dumpBackupTables(t))).toEqual(withoutVersions(before));
    if (!('row_version' in JSON.parse(String(before[table]![0] ?? '{}')))) {
      // Tables without row versions export byte for byte the same again.
      const again = await admin.request({ method: 'GET', url: `/api/export/${table}` });
      expect(again.body).toBe(exported.body);
    }
  });
});
