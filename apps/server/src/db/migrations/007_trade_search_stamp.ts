import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connection';

/** SQLite's counter of search stamps (PostgreSQL has the sequence trade_search_stamps). */
export const SEARCH_STAMP_COUNTER = 'trade_search_stamp';

/**
 * trades.search_stamp (issue 18): a value never given before, set by triggers whenever a trade or its
 * enchantments change, whoever writes (routes, imports, the data editor, Import All). A search keeps each
 * trade's encoded answer under (id, search_stamp): after one trade of a big answer changes, only that trade is
 * encoded again. Rows stored before this migration keep stamp 0, which no later change can give back.
 *
 * On PostgreSQL a change of a trade's enchantments leaves the stamp alone when the trade was already stamped
 * in the same transaction (its xmin): no other transaction can have read the first stamp, so a bulk import
 * does not update every trade a second time.
 */
export function tradeSearchStampMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await postgresStamps(db);
      else await sqliteStamps(db);
    },
  };
}

async function postgresStamps(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence trade_search_stamps`.execute(db);
  await sql`alter table trades add column search_stamp bigint not null default 0`.execute(db);
  await sql`
    create function trades_search_stamp() returns trigger language plpgsql as $$
    begin
      new.search_stamp := nextval('trade_search_stamps');
      return new;
    end $$`.execute(db);
  await sql`create trigger trades_search_stamp before insert or update on trades
    for each row execute function trades_search_stamp()`.execute(db);
  const restamp = (rows: string) => `
    update trades t set search_stamp = 0
      where t.id in (select distinct trade_id from ${rows}) and t.xmin <> pg_current_xact_id()::xid;`;
  await sql`${sql.raw(`
    create function trade_enchantments_search_stamp() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${restamp('new_rows')}
      elsif tg_op = 'DELETE' then ${restamp('old_rows')}
      else ${restamp('new_rows')} ${restamp('old_rows')}
      end if;
      return null;
    end $$`)}`.execute(db);
  const events = [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ] as const;
  for (const [event, transition] of events) {
    await sql`${sql.raw(`create trigger trade_enchantments_${event}_search_stamp after ${event}
      on trade_enchantments referencing ${transition}
      for each statement execute function trade_enchantments_search_stamp()`)}`.execute(db);
  }
}

async function sqliteStamps(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trades add column search_stamp integer not null default 0`.execute(db);
  await sql`insert into data_versions (name, version) values (${SEARCH_STAMP_COUNTER}, 0)`.execute(db);
  const stamp = (tradeId: string) => `
    update data_versions set version = version + 1 where name = '${SEARCH_STAMP_COUNTER}';
    update trades set search_stamp = (select version from data_versions where name = '${SEARCH_STAMP_COUNTER}')
      where id = ${tradeId};`;
  await sql`${sql.raw(`create trigger trades_insert_search_stamp after insert on trades
    begin ${stamp('new.id')} end`)}`.execute(db);
  // The stamp's own update leaves search_stamp changed, so it does not stamp again.
  await sql`${sql.raw(`create trigger trades_update_search_stamp after update on trades
    when new.search_stamp = old.search_stamp
    begin ${stamp('new.id')} end`)}`.execute(db);
  const bodies = {
    insert: stamp('new.trade_id'),
    delete: stamp('old.trade_id'),
    update: stamp('new.trade_id') + stamp('old.trade_id'),
  };
  for (const [event, body] of Object.entries(bodies)) {
    await sql`${sql.raw(`create trigger trade_enchantments_${event}_search_stamp after ${event}
      on trade_enchantments begin ${body} end`)}`.execute(db);
  }
}
