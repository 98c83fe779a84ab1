import { type Kysely, type Migration, sql } from 'kysely';

/** A throwaway field measuring what adding a field to trades takes (docs/architecture.md). */
export function tradeTestTagMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table trades add column test_tag text not null default ''`.execute(db);
    },
  };
}
