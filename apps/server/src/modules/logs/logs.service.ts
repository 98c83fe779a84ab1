import type { LogsQuery, LogsResponse } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { listLogRows } from './logs.repository';

/** One page of the audit log, newest first; `next_before_id` continues it (null on the last page). */
export async function listLogs(
  db: Kysely<Database>,
  query: z.output<typeof LogsQuery>,
): Promise<LogsResponse> {
  // One row more than asked tells whether another page follows.
  const rows = await listLogRows(db, { limit: query.limit + 1, beforeId: query.before_id });
  const logs = rows.slice(0, query.limit);
  return { logs, next_before_id: rows.length > query.limit ? logs[logs.length - 1]!.id : null };
}
