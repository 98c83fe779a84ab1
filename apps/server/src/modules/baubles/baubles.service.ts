import type { Bauble, UpdateBaubleResponse } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { conflict, notFound, staleCopy } from '../../lib/http-error';
import { writeAudit } from '../logs/audit';
import { writeTransaction } from '../shared/transaction';
import { type BaubleUpdate, baubleValues, toBauble } from './bauble-mapping';
import {
  findBaubleById,
  findOtherBaubleNamed,
  listBaubleRows,
  updateBaubleAtVersion,
} from './baubles.repository';

/** The one answer to a bauble name that is taken (ignoring case), on every path that writes baubles. */
export const baubleNameTaken = (name: string) => `A bauble named '${name}' already exists.`;

export const BAUBLE_NOT_FOUND = 'Bauble not found.';
export const BAUBLE_CHANGED =
  'This bauble was changed by someone else since you loaded it. Reload and try again.';

interface Actor {
  username: string;
}

/** Every bauble, sorted by name (the same order on SQLite and PostgreSQL). */
export async function listBaubles(db: Kysely<Database>): Promise<Bauble[]> {
  const baubles = (await listBaubleRows(db)).map(toBauble);
  return baubles.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Saves the whole bauble in one transaction with its log row (before and after). */
export async function updateBauble(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  request: BaubleUpdate,
): Promise<UpdateBaubleResponse> {
  return writeTransaction(
    db,
    async (trx) => {
      const current = await findBaubleById(trx, id);
      if (!current) throw notFound(BAUBLE_NOT_FOUND);
      if (request.row_version !== undefined && request.row_version !== current.row_version) {
        throw staleCopy(BAUBLE_CHANGED, toBauble(current));
      }
      const sameName = await findOtherBaubleNamed(trx, request.name, id);
      if (sameName) throw conflict(baubleNameTaken(sameName.name));

      const changes = baubleValues(request, current);
      if (!(await updateBaubleAtVersion(trx, id, current.row_version, changes)))
        throw conflict(BAUBLE_CHANGED);
      const before = toBauble(current);
      const after = toBauble({ ...current, ...changes, row_version: current.row_version + 1 });
      await writeAudit(trx, {
        username: actor.username,
        action: 'update',
        table: 'baubles',
        details: { id, name: after.name, before, after },
      });
      return { message: `Bauble '${after.name}' updated successfully.`, bauble: after };
    },
    { duplicate: baubleNameTaken(request.name) },
  );
}
