import { type Kysely, type OperationNodeSource, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/types';
import { type Notifications, notifyStatement } from './change-log';

/** A data-modifying statement of a write's end (audit rows, a kept idempotent answer). */
export interface EndStatement extends OperationNodeSource {
  execute(): Promise<unknown>;
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The last statement of a write transaction before its commit: what it leaves behind beside its rows (audit rows,
 * the idempotent answer) and the NOTIFY of its changes. On PostgreSQL one round trip (the writes as
 * data-modifying CTEs, which run whether or not the query reads them); on SQLite (in process) one after another.
 */
export async function endWrite(
  trx: Kysely<Database>,
  statements: readonly (EndStatement | undefined)[],
  notifications: Notifications | undefined,
): Promise<void> {
  const writes = statements.filter((statement): statement is EndStatement => statement !== undefined);
  const notify = notifications && notifications.payloads.length > 0 ? notifications : undefined;
  if (!isPostgres(trx) || writes.length === 0 || (writes.length === 1 && !notify)) {
    for (const write of writes) await write.execute();
    if (notify) await notifyStatement(notify).execute(trx);
    return;
  }
  const ctes = sql.join(
    writes.map((write, i) => sql`${sql.id(`w${i}`)} as (${write})`),
    sql`, `,
  );
  const main = notify ? notifyStatement(notify) : sql`select 1`;
  await sql`with ${ctes} ${main}`.execute(trx);
}
