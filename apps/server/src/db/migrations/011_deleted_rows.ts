import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connection';

/** The tables whose deleted ids are remembered, with how a deleted row names its server. */
const SERVER_OF = {
  trades: { id: 'id', server: 'r.server_id', from: 'rows_ r' },
  towns: { id: 'id', server: 'r.server_id', from: 'rows_ r' },
  locations: { id: 'id', server: 'tw.server_id', from: 'rows_ r join towns tw on tw.id = r.town_id' },
} as const;

/**
 * `deleted_rows` (issue 29): the server a deleted trade, town or location was on, written by triggers whoever
 * deletes. A caller who may see that server is told the row is gone (404 "Trade not found."); a caller who may
 * not keeps the uniform 403, so ids of other servers still reveal nothing. Ids are never given again (identity /
 * autoincrement), so a row here never names a living row. Rows older than a day are swept (idempotency sweep).
 */
export function deletedRowsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table deleted_rows (
        table_name text not null,
        row_id integer not null,
        server_id integer not null,
        deleted_at text not null,
        primary key (table_name, row_id))`.execute(db);
      await sql`create index deleted_rows_deleted_at on deleted_rows (deleted_at)`.execute(db);
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
  };
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const now = `to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  for (const [table, of] of Object.entries(SERVER_OF)) {
    await sql`${sql.raw(`
      create function ${table}_deleted_rows() returns trigger language plpgsql as $$
      begin
        insert into deleted_rows (table_name, row_id, server_id, deleted_at)
          select '${table}', r.${of.id}, ${of.server}, ${now} from ${of.from.replace('rows_', 'old_rows')}
          where ${of.server} is not null
        on conflict do nothing;
        return null;
      end $$`)}`.execute(db);
    await sql`${sql.raw(`create trigger ${table}_deleted_rows after delete on ${table}
      referencing old table as old_rows for each statement execute function ${table}_deleted_rows()`)}`.execute(
      db,
    );
  }
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const serverOf = {
    trades: 'old.server_id',
    towns: 'old.server_id',
    locations: '(select server_id from towns where id = old.town_id)',
  };
  for (const [table, server] of Object.entries(serverOf)) {
    await sql`${sql.raw(`create trigger ${table}_deleted_rows after delete on ${table}
      when ${server} is not null
      begin
        insert or ignore into deleted_rows (table_name, row_id, server_id, deleted_at)
          values ('${table}', old.id, ${server}, ${now});
      end`)}`.execute(db);
  }
}
