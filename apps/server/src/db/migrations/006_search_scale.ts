import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connection';

/** The searchable trade columns: each gets an index (server_id, lower(column)). */
const TEXT_COLUMNS = ['sell_item', 'cost_item1', 'cost_item2', 'villager_type'] as const;

/** The data_versions row bumped by changes that touch every server's search answers (enchantments, truncates). */
export const ALL_SERVERS_SEARCH_VERSION = 'search_all';

/** How each table's changed rows name their server (PostgreSQL: from a transition table `r`). */
const SERVER_OF: Record<'trades' | 'towns' | 'locations' | 'trade_enchantments', string> = {
  trades: 'select r.server_id from rows_ r',
  towns: 'select r.server_id from rows_ r',
  locations: 'select tw.server_id from rows_ r join towns tw on tw.id = r.town_id',
  trade_enchantments: 'select r.server_id from rows_ r',
};

/**
 * Search that scales with the server, not with the database (issue 18):
 * - every searchable text column is indexed as (server_id, lower(column)), so a server's vocabulary and its
 *   matching trades are read from that server's index entries only; the unscoped lower(column) indexes of
 *   migration 002 go;
 * - trade_enchantments carries its trade's server_id (filled by a trigger whoever inserts, kept when a trade
 *   changes server) with an index (server_id, enchantment_id, trade_id): an enchantment name is matched on
 *   one server's rows;
 * - `search_versions`: one counter per server, bumped by triggers on every change of that server's trades,
 *   their enchantments, towns and locations. Search answers and vocabularies are cached per server on it, so
 *   a write on one server leaves every other server's cache alone. Changes of the enchantments table (names
 *   are shared by all servers) and truncates bump data_versions 'search_all' instead.
 */
export function searchScaleMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of TEXT_COLUMNS) {
        await sql`drop index if exists ${sql.id(`trades_${column}_ci`)}`.execute(db);
        await sql`create index ${sql.id(`trades_server_${column}_ci`)}
          on trades (server_id, lower(${sql.ref(column)}))`.execute(db);
      }
      await sql`alter table trade_enchantments add column server_id integer`.execute(db);
      await sql`update trade_enchantments set server_id =
        (select t.server_id from trades t where t.id = trade_enchantments.trade_id)`.execute(db);
      await sql`create index trade_enchantments_server
        on trade_enchantments (server_id, enchantment_id, trade_id)`.execute(db);

      await sql`create table search_versions (
        server_id integer primary key,
        version integer not null)`.execute(db);
      await sql`insert into data_versions (name, version)
        values (${ALL_SERVERS_SEARCH_VERSION}, 1)`.execute(db);

      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
  };
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function trade_enchantments_server() returns trigger language plpgsql as $$
    begin
      if new.server_id is null then
        select t.server_id into new.server_id from trades t where t.id = new.trade_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger trade_enchantments_server before insert on trade_enchantments
    for each row execute function trade_enchantments_server()`.execute(db);
  await sql`
    create function trades_server_moved() returns trigger language plpgsql as $$
    begin
      update trade_enchantments set server_id = new.server_id where trade_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger trades_server_moved after update of server_id on trades
    for each row when (old.server_id is distinct from new.server_id)
    execute function trades_server_moved()`.execute(db);

  for (const [table, servers] of Object.entries(SERVER_OF)) {
    // One statement-level trigger per event (transition tables allow one event each); the servers are bumped
    // in id order so that concurrent writers lock their counters in the same order.
    const bump = (rows: string) => `
      insert into search_versions (server_id, version)
        select distinct s.server_id, 1 from (${servers.replaceAll('rows_', rows)}) s
        where s.server_id is not null order by 1
      on conflict (server_id) do update set version = search_versions.version + 1;`;
    await sql`${sql.raw(`
      create function ${table}_search_version() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${bump('new_rows')}
        elsif tg_op = 'DELETE' then ${bump('old_rows')}
        else ${bump('new_rows')} ${bump('old_rows')}
        end if;
        return null;
      end $$`)}`.execute(db);
    const events = [
      ['insert', 'new table as new_rows'],
      ['delete', 'old table as old_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
    ] as const;
    for (const [event, transition] of events) {
      await sql`${sql.raw(`create trigger ${table}_${event}_search_version after ${event} on ${table}
        referencing ${transition} for each statement execute function ${table}_search_version()`)}`.execute(
        db,
      );
    }
  }
  await sql`
    create function bump_all_servers_search_version() returns trigger language plpgsql as $$
    begin
      update data_versions set version = version + 1 where name = 'search_all';
      return null;
    end $$`.execute(db);
  await sql`create trigger enchantments_search_version after insert or update or delete on enchantments
    for each statement execute function bump_all_servers_search_version()`.execute(db);
  for (const table of Object.keys(SERVER_OF)) {
    await sql`${sql.raw(`create trigger ${table}_truncate_search_version after truncate on ${table}
      for each statement execute function bump_all_servers_search_version()`)}`.execute(db);
  }
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger trade_enchantments_server after insert on trade_enchantments
    when new.server_id is null
    begin
      update trade_enchantments set server_id = (select t.server_id from trades t where t.id = new.trade_id)
      where trade_id = new.trade_id and enchantment_id = new.enchantment_id;
    end`.execute(db);
  await sql`create trigger trades_server_moved after update of server_id on trades
    when old.server_id is not new.server_id
    begin
      update trade_enchantments set server_id = new.server_id where trade_id = new.id;
    end`.execute(db);

  const bump = (server: string) => `
    insert into search_versions (server_id, version) select s.server_id, 1 from (${server}) s
      where s.server_id is not null
    on conflict (server_id) do update set version = version + 1;`;
  const serverOf = (row: 'new' | 'old', table: keyof typeof SERVER_OF) => {
    if (table === 'locations') return `select server_id from towns where id = ${row}.town_id`;
    // The trade's server: trade_enchantments.server_id may not be filled yet when this runs.
    if (table === 'trade_enchantments') return `select server_id from trades where id = ${row}.trade_id`;
    return `select ${row}.server_id as server_id`;
  };
  for (const table of Object.keys(SERVER_OF) as (keyof typeof SERVER_OF)[]) {
    const bodies = {
      insert: bump(serverOf('new', table)),
      delete: bump(serverOf('old', table)),
      update: bump(serverOf('new', table)) + bump(serverOf('old', table)),
    };
    for (const [event, body] of Object.entries(bodies)) {
      await sql`${sql.raw(`create trigger ${table}_${event}_search_version after ${event} on ${table}
        begin ${body} end`)}`.execute(db);
    }
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`${sql.raw(`create trigger enchantments_${event}_search_version after ${event} on enchantments
      begin update data_versions set version = version + 1 where name = 'search_all'; end`)}`.execute(db);
  }
}
