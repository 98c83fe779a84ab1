import type { LogEntry } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Up to `limit` log rows, newest first, with ids below `beforeId` when given. */
export function listLogRows(
  db: Kysely<Database>,
  { limit, beforeId }: { limit: number; beforeId: number | undefined },
): Promise<LogEntry[]> {
  let query = db.selectFrom('logs').selectAll().orderBy('id', 'desc').limit(limit);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.execute();
}
