import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Trade notes (issue 26): free text of up to 200 characters ("cured", "name-tagged Bob"), '' when none. Search
 * matches it like the item columns, so it gets their index (server_id, lower(notes)) of migration 006.
 */
export function tradeNotesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table trades add column notes text not null default ''`.execute(db);
      await sql`create index trades_server_notes_ci on trades (server_id, lower(notes))`.execute(db);
    },
  };
}
