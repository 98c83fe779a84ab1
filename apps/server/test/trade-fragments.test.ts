import type { Trade } from '@tradehall/contracts';
import { zipSync } from 'fflate';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/types';
import { SearchCache } from '../src/modules/trades/search-cache';
import { TradeSearch } from '../src/modules/trades/trade-search';
import { listTradeRows, withEnchantments } from '../src/modules/trades/trades.repository';
import type { AuthUser } from '../src/plugins/auth';
import { importZip } from './admin-support';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { QueryRecorder } from './query-plans';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';
import { csvOf, editorUrl, exportAllFiles, importCsv } from './write-paths';

/**
 * A search answer is assembled from each trade's encoded JSON kept under its stamp (migration 007): after a
 * change, only the changed trades are read and encoded again. Whoever writes (routes, the data editor, imports,
 * Import All, SQL straight into the tables), the answer is the listing's, and a trade whose content came back
 * to an earlier state (Import All restores row_version too) is never answered from its older encoding.
 */
let t: TestApp;
let w: TradeWorld;
let db: Kysely<Database>;
let owner: AuthUser;
const recorder = new QueryRecorder(testDialect);
let search: TradeSearch;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
  db = t.app.deps.db;
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where('username', '=', w.owner.username)
    .executeTakeFirstOrThrow();
  owner = { ...row, role: 'user' };
  // No answer cache and no freshness delay: every search is computed from the kept fragments and the database.
  search = new TradeSearch(db.withPlugin(recorder), t.app.deps.dialect, new SearchCache(0, 0), {
    maxAgeMs: 0,
  });
});
afterAll(() => t.close());

/** Server A's whole answer, as searched and as listed. */
async function answerAndListing(): Promise<{ answer: Trade[]; listing: Trade[] }> {
  const encoded = await search.search(owner, { server_id: w.a.id });
  const listing = await withEnchantments(db, await listTradeRows(db, { serverIds: [w.a.id] }));
  return { answer: JSON.parse(encoded.body.toString()) as Trade[], listing };
}

/**
 * The trades the last search read and encoded: those changed since the server's last answer (read alongside its
 * slots), and those still lacking then (read by key).
 */
function encodingReads(): { changed: number; byKey: number } {
  const encoding = recorder.take().filter((query) => /as "stamp".*as "json"/s.test(query.sql));
  const changed = encoding.filter((query) => /"search_stamp" >/.test(query.sql));
  expect(changed.length).toBeLessThanOrEqual(1);
  expect(encoding.length - changed.length).toBeLessThanOrEqual(1);
  const rows = (queries: typeof encoding) => queries.reduce((sum, query) => sum + query.rowCount, 0);
  return { changed: rows(changed), byKey: rows(encoding) - rows(changed) };
}

/** How many trades the last search read and encoded. */
function tradesEncoded(): number {
  const { changed, byKey } = encodingReads();
  return changed + byKey;
}

const stampOf = async (id: number) =>
  Number(
    (await db.selectFrom('trades').select('search_stamp').where('id', '=', id).executeTakeFirstOrThrow())
      .search_stamp,
  );

describe(`search answers from kept trade encodings (${testDialect})`, () => {
  it('encodes every trade once, then only the trade that changed', async () => {
    const first = await answerAndListing();
    expect(first.answer).toEqual(first.listing);
    expect(tradesEncoded()).toBe(first.listing.length);

    await answerAndListing();
    expect(tradesEncoded()).toBe(0);

    await ok(w.owner, 'PUT', `/api/trades/${w.trades.wheat.id}`, {
      ...w.trades.wheat,
      cost_amount1: 21,
    });
    const after = await answerAndListing();
    expect(after.answer).toEqual(after.listing);
    expect(after.answer.find((trade) => trade.id === w.trades.wheat.id)?.cost_amount1).toBe(21);
    expect(tradesEncoded()).toBe(1);
  });

  it('reads the trades changed since the last answer alongside the slots, and no trade by key', async () => {
    await answerAndListing();
    await answerAndListing();
    // Nothing changed since the last answer: no read of changed trades at all.
    expect(recorder.take().filter((query) => /"search_stamp" >/.test(query.sql))).toEqual([]);
    await ok(w.owner, 'PUT', `/api/trades/${w.trades.wheat.id}`, {
      ...(await currentTrade(w.trades.wheat.id)),
      cost_amount1: 22,
    });
    const after = await answerAndListing();
    expect(after.answer).toEqual(after.listing);
    expect(encodingReads()).toEqual({ changed: 1, byKey: 0 });
  });

  it('answers every trade when keeping the new encodings drops kept ones (a cache of about two trades)', async () => {
    const small = new TradeSearch(db, t.app.deps.dialect, new SearchCache(0, 0), {
      maxAgeMs: 0,
      fragmentBytes: 2_000,
    });
    const listing = await withEnchantments(db, await listTradeRows(db, { serverIds: [w.a.id] }));
    for (let round = 0; round < 3; round++) {
      const answer = await small.search(owner, { server_id: w.a.id });
      expect(JSON.parse(answer.body.toString())).toEqual(listing);
    }
  });

  it('a town or location renamed is answered with its new name without encoding its trades again', async () => {
    await answerAndListing();
    recorder.take();
    await ok(w.owner, 'PUT', `/api/towns/${w.towns.bones}`, { name: 'Bones' });
    const renamed = await answerAndListing();
    expect(renamed.answer).toEqual(renamed.listing);
    expect(renamed.answer.find((trade) => trade.id === w.trades.wheat.id)?.town).toBe('Bones');
    await ok(w.owner, 'PUT', `/api/towns/${w.towns.bones}`, { name: 'bones' });
  });

  // Each write changes one trade of server A and leaves everything else as it was; SQL straight into the tables
  // stands for a tool or another program that writes without the app.
  const writes: [string, () => Promise<number>][] = [
    [
      'an enchantment added with SQL alone',
      async () => {
        const unbreaking = await enchantmentId('Unbreaking');
        await db
          .insertInto('trade_enchantments')
          .values({ trade_id: w.trades.sword.id, enchantment_id: unbreaking, level: 3 })
          .execute();
        return w.trades.sword.id;
      },
    ],
    [
      'an enchantment level changed with SQL alone',
      async () => {
        await db
          .updateTable('trade_enchantments')
          .set({ level: 4 })
          .where('trade_id', '=', w.trades.sword.id)
          .where('enchantment_id', '=', await enchantmentId('Unbreaking'))
          .execute();
        return w.trades.sword.id;
      },
    ],
    [
      'an enchantment removed with SQL alone',
      async () => {
        await db
          .deleteFrom('trade_enchantments')
          .where('trade_id', '=', w.trades.sword.id)
          .where('enchantment_id', '=', await enchantmentId('Unbreaking'))
          .execute();
        return w.trades.sword.id;
      },
    ],
    [
      'a trade column changed with SQL',
      async () => {
        await db.updateTable('trades').set({ sell_amount: 2 }).where('id', '=', w.trades.sword.id).execute();
        return w.trades.sword.id;
      },
    ],
    [
      'the enchantments changed through the route',
      async () => {
        await ok(w.owner, 'PUT', `/api/trades/${w.trades.mending.id}`, {
          ...(await currentTrade(w.trades.mending.id)),
          enchantments: [
            { name: 'Mending', level: 1 },
            { name: 'Unbreaking', level: 3 },
          ],
        });
        return w.trades.mending.id;
      },
    ],
    [
      'a row of the data editor',
      async () => {
        await ok(w.admin, 'PUT', editorUrl('trades', w.trades.mending.id), { cost_amount1: 31 });
        return w.trades.mending.id;
      },
    ],
    [
      'a CSV import of trade enchantments',
      async () => {
        const trade = await currentTrade(w.trades.sharpness.id);
        const response = await importCsv(
          w.admin,
          'trades',
          csvOf(
            ['id', 'server_id', 'town', 'location', 'row', 'num', 'villager_type', 'cost_item1'].concat([
              'cost_amount1',
              'cost_item2',
              'cost_amount2',
              'sell_item',
              'sell_amount',
              'enchantments',
            ]),
            [
              [
                trade.id,
                w.a.id,
                trade.town,
                trade.location,
                trade.row,
                trade.num,
                trade.villager_type,
              ].concat([
                trade.cost_item1,
                trade.cost_amount1,
                trade.cost_item2,
                trade.cost_amount2,
                trade.sell_item,
                trade.sell_amount,
                'Sharpness IV',
              ]),
            ],
          ),
        );
        expect(response.statusCode, response.body).toBe(200);
        return trade.id;
      },
    ],
    [
      'a move to another location',
      async () => {
        await ok(w.owner, 'POST', '/api/trades/move', {
          action: 'Move',
          trade_ids: [w.trades.sword.id],
          new_location: { town: 'canz', town_id: w.towns.canz, location: 'Main Hall', row: 'D', num: 7 },
        });
        return w.trades.sword.id;
      },
    ],
  ];

  for (const [name, write] of writes) {
    it(`${name}: a new stamp, and the answer is the listing`, async () => {
      const before = await answerAndListing();
      expect(before.answer).toEqual(before.listing);
      recorder.take();
      // The write names its trade only once done: every trade's stamp before it.
      const stamps = new Map(
        await Promise.all(before.listing.map(async (trade) => [trade.id, await stampOf(trade.id)] as const)),
      );
      const changed = await write();
      expect(await stampOf(changed)).not.toBe(stamps.get(changed));
      const after = await answerAndListing();
      expect(after.answer).toEqual(after.listing);
      expect(after.answer).not.toEqual(before.answer);
      expect(tradesEncoded()).toBe(1);
    });
  }

  it('Import All bringing a trade back to an earlier content and row_version: answered as restored', async () => {
    const backup = await exportAllFiles(w.admin);
    const original = await currentTrade(w.trades.wheat.id);
    await answerAndListing();
    await ok(w.owner, 'PUT', `/api/trades/${w.trades.wheat.id}`, { ...original, cost_amount1: 99 });
    const edited = await answerAndListing();
    expect(edited.answer.find((trade) => trade.id === original.id)?.cost_amount1).toBe(99);

    const response = await importZip(w.admin, zipSync(backup));
    expect(response.statusCode, response.body).toBe(200);
    const restored = await answerAndListing();
    expect(restored.answer).toEqual(restored.listing);
    expect(restored.answer.find((trade) => trade.id === original.id)).toEqual(original);
  });

  it('an enchantment renamed: every kept encoding goes', async () => {
    await answerAndListing();
    const id = await enchantmentId('Mending');
    await db.updateTable('enchantments').set({ name: 'Mendingo' }).where('id', '=', id).execute();
    const renamed = await answerAndListing();
    expect(renamed.answer).toEqual(renamed.listing);
    expect(JSON.stringify(renamed.answer)).toContain('Mendingo');
    await db.updateTable('enchantments').set({ name: 'Mending' }).where('id', '=', id).execute();
  });

  it('stamps are never given twice, whoever inserts (a copy does not take its original stamp)', async () => {
    await ok(w.owner, 'POST', '/api/trades/move', {
      action: 'Copy',
      trade_ids: [w.trades.mending.id],
      new_location: { town: 'canz', town_id: w.towns.canz, location: 'North Wing', row: 'Z', num: 20 },
    });
    const { rows } = await sql<{ n: number; stamps: number }>`
      select count(*) as n, count(distinct search_stamp) as stamps from trades where search_stamp <> 0`.execute(
      db,
    );
    expect(Number(rows[0]?.stamps)).toBe(Number(rows[0]?.n));
    const final = await answerAndListing();
    expect(final.answer).toEqual(final.listing);
  });
});

async function enchantmentId(name: string): Promise<number> {
  return (await db.selectFrom('enchantments').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
}

async function currentTrade(id: number): Promise<Trade> {
  const [trade] = await withEnchantments(db, await listTradeRows(db, { serverIds: [w.a.id] })).then((all) =>
    all.filter((one) => one.id === id),
  );
  if (!trade) throw new Error(`trade ${id} is gone`);
  return trade;
}
