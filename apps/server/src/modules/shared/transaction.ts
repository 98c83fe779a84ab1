import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import { isConcurrentWriteFailure, isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError } from '../../lib/http-error';
import {
  answerInTransaction,
  claimInTransaction,
  committed,
  type IdempotencyContext,
} from '../idempotency/idempotency-context';
import { auditInsert, beginAudits, takeAudits } from '../logs/audit';
import { beginChanges, changePublisherOf, takeChanges } from './change-log';
import { lockTradeData } from './trade-data.repository';
import { tradeDataChanged } from './trade-data-events';
import { endWrite } from './write-end';

export type Db = Kysely<Database>;

/** The servers whose trade data a write changes (their locks, taken in id order), or 'all' (every server). */
export type TradeDataScope = readonly number[] | 'all';

export interface WriteOptions {
  /**
   * The write changes trades, their enchantments, towns, locations, servers, members or enchantments: the
   * trade-data locks of its servers are taken first (lockTradeData: writers of one server queue in one order and
   * every check made inside the transaction still holds at commit; writers of other servers do not wait), and
   * this process's search caches hear of it after the commit. 'all' (enchantments, the data editor, imports)
   * waits for every server's writers and holds them off.
   */
  tradeData?: TradeDataScope;
  /** What a unique-constraint violation that the checks could not foresee (a race) answers. */
  duplicate?: string;
}

export const CHANGED_MEANWHILE =
  'The data this change depends on was changed or deleted by someone else meanwhile. Reload and try again.';
const DUPLICATE = 'Another row already has these values. Reload and try again.';

/**
 * The one write transaction of the server: every route, the data editor and the imports write through it.
 * A constraint violation that a race can still cause answers 409 with a message, never 500.
 */
export async function writeTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  options: WriteOptions = {},
): Promise<T> {
  let result: T;
  const publisher = changePublisherOf(db);
  let changes: ReturnType<typeof takeChanges> = [];
  let idempotency: IdempotencyContext | undefined;
  try {
    result = await db.transaction().execute(async (trx) => {
      if (options.tradeData) await lockTradeData(trx, options.tradeData);
      // A request sent with an Idempotency-Key claims it in its write: committed together or not at all.
      idempotency = await claimInTransaction(trx);
      beginChanges(trx);
      beginAudits(trx);
      const value = await work(trx);
      const answer = idempotency && answerInTransaction(trx, idempotency, value);
      // What the write recorded (recordChange) is published in the transaction: a rollback sends nothing. Its
      // audit rows, answer and NOTIFY go in one last statement.
      const audits = auditInsert(trx, takeAudits(trx));
      changes = takeChanges(trx);
      const publish = publisher && changes.length > 0;
      if (publish && publisher.notifications) {
        await endWrite(trx, [audits, answer], publisher.notifications(changes));
      } else {
        await endWrite(trx, [audits, answer], undefined);
        if (publish) await publisher.beforeCommit(trx, changes);
      }
      return value;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isUniqueViolation(error)) throw conflict(options.duplicate ?? DUPLICATE);
    if (isForeignKeyViolation(error) || isConcurrentWriteFailure(error)) throw conflict(CHANGED_MEANWHILE);
    throw error;
  }
  if (idempotency) committed(idempotency);
  if (options.tradeData) tradeDataChanged(db);
  if (publisher && changes.length > 0) publisher.afterCommit(changes);
  return result;
}

/** A consistent read of several tables: one snapshot on PostgreSQL, one transaction on SQLite. */
export function readSnapshot<T>(db: Db, dialect: Dialect, work: (db: Db) => Promise<T>): Promise<T> {
  const builder = db.transaction();
  const snapshot =
    dialect === 'postgres'
      ? builder.setIsolationLevel('repeatable read').setAccessMode('read only')
      : builder;
  return snapshot.execute(work);
}

/** A write of the trade data of these servers (see WriteOptions.tradeData). */
export function writeTradeData<T>(
  db: Db,
  servers: TradeDataScope,
  work: (trx: Db) => Promise<T>,
  options: Omit<WriteOptions, 'tradeData'> = {},
): Promise<T> {
  return writeTransaction(db, work, { ...options, tradeData: servers });
}
