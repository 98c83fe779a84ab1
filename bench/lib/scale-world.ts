// Many servers in one database for the search-scale benchmark: every server gets the five bench towns (the
// same names on every server, the worst case for a town looked up by name), its halls and `tradesPerServer`
// trades from the project's generator with a seed of its own. Server k of any database built with the same
// seed has the same trades, so a one-server database can hold exactly one server of a big one.
import { Prng } from '@tradehall/domain';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../apps/server/src/db/connection';
import type { Database } from '../../apps/server/src/db/types';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { nowIso } from '../../apps/server/src/lib/time';
import {
  generateTrades,
  type HallLocation,
  loadGeneratorReference,
} from '../../apps/server/src/setup/trade-generator';
import { BENCH_PASSWORD, BENCH_TOWNS, BENCH_USERNAME } from '../generate-trades';

export interface ScaleWorldOptions {
  /** Which servers to build, by index (server k gets seed `seed + k`). */
  serverIndexes: readonly number[];
  tradesPerServer: number;
  seed?: number;
  /** Called after each batch of servers with how many are done. */
  progress?: (done: number) => void;
}

export interface ScaleWorld {
  /** Server ids by the index they were built for. */
  serverIds: Map<number, number>;
  username: string;
  password: string;
  trades: number;
  enchantmentRows: number;
}

const TRADE_COLUMNS = [
  'id',
  'server_id',
  'town_id',
  'location_id',
  'row',
  'num',
  'villager_type',
  'cost_item1',
  'cost_amount1',
  'cost_item2',
  'cost_amount2',
  'sell_item',
  'sell_amount',
  'search_text',
  'created_at',
  'updated_at',
] as const;
type TradeColumn = (typeof TRADE_COLUMNS)[number];
const INTEGER_COLUMNS = new Set<TradeColumn>([
  'id',
  'server_id',
  'town_id',
  'location_id',
  'num',
  'cost_amount1',
  'cost_amount2',
  'sell_amount',
]);
/** Servers generated before their rows are written in one go. */
const SERVERS_PER_BATCH = 20;

/**
 * Builds the servers with explicit trade ids (so enchantment rows need no read-back). PostgreSQL gets one
 * `insert ... select from unnest(arrays)` per table and batch; SQLite multi-row inserts in one transaction.
 */
export async function buildScaleWorld(
  db: Kysely<Database>,
  dialect: Dialect,
  { serverIndexes, tradesPerServer, seed = 1000, progress }: ScaleWorldOptions,
): Promise<ScaleWorld> {
  const reference = await loadGeneratorReference(db);
  const now = nowIso();
  const user = await db
    .insertInto('users')
    .values({
      username: BENCH_USERNAME,
      email: '',
      role: 'user',
      password_hash: await hashPassword(BENCH_PASSWORD),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const modpack = await db
    .insertInto('modpacks')
    .values({ modpack: 'RLCraft', version: '2.9.3' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const locationsPerTown = Math.max(1, Math.ceil(tradesPerServer / (BENCH_TOWNS.length * 520)) + 1);
  const world: ScaleWorld = {
    serverIds: new Map(),
    username: BENCH_USERNAME,
    password: BENCH_PASSWORD,
    trades: 0,
    enchantmentRows: 0,
  };
  let nextTradeId = 1;
  for (let start = 0; start < serverIndexes.length; start += SERVERS_PER_BATCH) {
    const indexes = serverIndexes.slice(start, start + SERVERS_PER_BATCH);
    await db.transaction().execute(async (trx) => {
      const servers = await trx
        .insertInto('servers')
        .values(
          indexes.map((index) => ({
            name: `Scale ${index}`,
            modpack_id: modpack.id,
            owner_id: user.id,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      const serverIds = servers.map((s) => s.id).sort((a, b) => a - b);
      const towns = (
        await trx
          .insertInto('towns')
          .values(serverIds.flatMap((server_id) => BENCH_TOWNS.map((name) => ({ server_id, name }))))
          .returning(['id', 'server_id'])
          .execute()
      ).sort((a, b) => a.id - b.id);
      const halls = (
        await trx
          .insertInto('locations')
          .values(
            towns.flatMap((town) =>
              Array.from({ length: locationsPerTown }, (_, i) => ({
                town_id: town.id,
                name: `Hall ${i + 1}`,
              })),
            ),
          )
          .returning(['id', 'town_id'])
          .execute()
      ).sort((a, b) => a.id - b.id);
      const serverOfTown = new Map(towns.map((town) => [town.id, town.server_id]));

      const columns = Object.fromEntries(TRADE_COLUMNS.map((c) => [c, [] as (string | number)[]])) as Record<
        TradeColumn,
        (string | number)[]
      >;
      const enchantments = {
        trade_id: [] as number[],
        enchantment_id: [] as number[],
        level: [] as number[],
      };
      const enchantmentServers: number[] = [];
      indexes.forEach((index, position) => {
        const serverId = serverIds[position]!;
        world.serverIds.set(index, serverId);
        const locations: HallLocation[] = halls
          .filter((hall) => serverOfTown.get(hall.town_id) === serverId)
          .map((hall) => ({ server_id: serverId, town_id: hall.town_id, location_id: hall.id }));
        for (const { trade, enchantments: list } of generateTrades(
          reference,
          new Prng(seed + index),
          locations,
          tradesPerServer,
          { now },
        )) {
          const id = nextTradeId++;
          const row = { ...trade, id };
          for (const column of TRADE_COLUMNS) columns[column].push(row[column] as string | number);
          for (const e of list) {
            enchantments.trade_id.push(id);
            enchantments.enchantment_id.push(e.enchantment_id);
            enchantments.level.push(e.level);
            enchantmentServers.push(serverId);
          }
        }
      });
      world.trades += columns.id.length;
      world.enchantmentRows += enchantments.trade_id.length;
      if (dialect === 'postgres') {
        const arrays = TRADE_COLUMNS.map(
          (c) => sql`${columns[c]}::${sql.raw(INTEGER_COLUMNS.has(c) ? 'integer' : 'text')}[]`,
        );
        await sql`insert into trades (${sql.join(TRADE_COLUMNS.map((c) => sql.ref(c)))})
          select * from unnest(${sql.join(arrays)})`.execute(trx);
        await sql`insert into trade_enchantments (trade_id, enchantment_id, level, server_id)
          select * from unnest(${enchantments.trade_id}::integer[], ${enchantments.enchantment_id}::integer[],
            ${enchantments.level}::integer[], ${enchantmentServers}::integer[])`.execute(trx);
        return;
      }
      for (let from = 0; from < columns.id.length; from += 500) {
        const rows = columns.id
          .slice(from, from + 500)
          .map((_, i) => sql`(${sql.join(TRADE_COLUMNS.map((c) => columns[c][from + i]))})`);
        await sql`insert into trades (${sql.join(TRADE_COLUMNS.map((c) => sql.ref(c)))})
          values ${sql.join(rows)}`.execute(trx);
      }
      for (let from = 0; from < enchantments.trade_id.length; from += 1000) {
        const rows = enchantments.trade_id.slice(from, from + 1000).map(
          (tradeId, i) =>
            sql`(${tradeId}, ${enchantments.enchantment_id[from + i]}, ${enchantments.level[from + i]},
              ${enchantmentServers[from + i]})`,
        );
        await sql`insert into trade_enchantments (trade_id, enchantment_id, level, server_id)
          values ${sql.join(rows)}`.execute(trx);
      }
    });
    progress?.(Math.min(serverIndexes.length, start + SERVERS_PER_BATCH));
  }
  if (dialect === 'postgres') {
    // The trades were given explicit ids: move the identity on past them.
    await sql`select setval(pg_get_serial_sequence('trades', 'id'), (select max(id) from trades))`.execute(
      db,
    );
  }
  return world;
}
