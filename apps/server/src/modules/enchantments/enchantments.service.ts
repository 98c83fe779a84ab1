import {
  type Enchantment,
  RARITIES,
  type Rarity,
  splitList,
  type UpdateEnchantmentRequest,
  type UpdateEnchantmentResponse,
} from '@tradehall/contracts';
import { knownEnchantmentIds } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, EnchantmentRow } from '../../db/types';
import { badRequest, conflict, notFound, staleCopy } from '../../lib/http-error';
import { writeAudit } from '../logs/audit';
import { recordChange } from '../shared/change-log';
import { writeTransaction } from '../shared/transaction';
import { normaliseApplicable } from './applicable-types';
import {
  findEnchantmentById,
  findOtherEnchantmentWith,
  listEnchantmentRows,
  listItemTypes,
  updateEnchantmentAtVersion,
} from './enchantments.repository';
import {
  incompatibilityProblem,
  joinMcids,
  type PartnerChange,
  partnerChanges,
} from './incompatibility-sync';

/** The answers to a name or MCID that is taken (ignoring case), on every path that writes enchantments. */
export const enchantmentNameTaken = (name: string) => `An enchantment named '${name}' already exists.`;
export const mcidTaken = (mcid: string, by: string) => `MCID '${mcid}' is already used by ${by}.`;

export const ENCHANTMENT_NOT_FOUND = 'Enchantment not found.';
export const ENCHANTMENT_CHANGED =
  'This enchantment was changed by someone else since you loaded it. Reload and try again.';
const CONCURRENT_CHANGE = 'Related enchantments changed at the same time. Reload and try again.';

/** A validated PUT /api/enchantments/{id} body. */
export type EnchantmentUpdate = z.output<typeof UpdateEnchantmentRequest>;

interface Actor {
  username: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

function toRarity(value: string): Rarity {
  return (RARITIES as readonly string[]).includes(value) ? (value as Rarity) : 'Rare';
}

export function toEnchantment(row: EnchantmentRow): Enchantment {
  return {
    id: row.id,
    name: row.name,
    mcid: row.mcid,
    rarity: toRarity(row.rarity),
    maxlevel: row.maxlevel,
    applicable: row.applicable,
    incompatibilities: row.incompatibilities,
    curse: row.curse === 1,
    treasure: row.treasure === 1,
    librarian: row.librarian === 1,
    description: row.description,
    row_version: row.row_version,
  };
}

/** Every enchantment, sorted by name (the same order on SQLite and PostgreSQL). */
export async function listEnchantments(db: Kysely<Database>): Promise<Enchantment[]> {
  return (await listEnchantmentRows(db)).sort(byName).map(toEnchantment);
}

export async function listEnchantmentNames(db: Kysely<Database>): Promise<string[]> {
  return (await listEnchantments(db)).map((e) => e.name);
}

/**
 * Saves the full enchantment and keeps incompatibility symmetric: every enchantment it lists lists it back,
 * no other one does, and a changed mcid is renamed in the others' lists. One transaction, one log row per
 * changed enchantment (before and after).
 */
export async function updateEnchantment(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  request: EnchantmentUpdate,
): Promise<UpdateEnchantmentResponse> {
  return writeTransaction(
    db,
    async (trx) => {
      const current = await findEnchantmentById(trx, id);
      if (!current) throw notFound(ENCHANTMENT_NOT_FOUND);
      if (request.row_version !== undefined && request.row_version !== current.row_version) {
        throw staleCopy(ENCHANTMENT_CHANGED, toEnchantment(current));
      }
      await checkUnique(trx, id, request);
      const all = await listEnchantmentRows(trx);
      const others = all.filter((row) => row.id !== id);
      const incompatibilities = checkIncompatibilities(request, current, others);
      const applicable = normaliseApplicable(
        request.applicable,
        new Set([...(await listItemTypes(trx)), ...splitList(current.applicable)]),
      );

      const changes = {
        name: request.name,
        mcid: request.mcid,
        rarity: request.rarity,
        maxlevel: request.maxlevel,
        applicable,
        incompatibilities: joinMcids(incompatibilities),
        description: request.description,
        ...storedFlags(request, current),
      };
      if (!(await updateEnchantmentAtVersion(trx, id, current.row_version, changes)))
        throw conflict(ENCHANTMENT_CHANGED);
      const after: EnchantmentRow = { ...current, ...changes, row_version: current.row_version + 1 };
      // Trades show their enchantments by name, on every server.
      if (after.name !== current.name) {
        recordChange(trx, { type: 'trades', serverId: null, ids: null, by: actor.username });
      }
      await writeAudit(trx, {
        username: actor.username,
        action: 'update',
        table: 'enchantments',
        details: { id, name: after.name, before: auditView(current), after: auditView(after) },
      });

      const partners = await keepIncompatibilitySymmetric(
        trx,
        others,
        current.mcid,
        request.mcid,
        incompatibilities,
      );
      for (const { row, before, after: list } of partners) {
        await writeAudit(trx, {
          username: actor.username,
          action: 'update',
          table: 'enchantments',
          details: {
            id: row.id,
            name: row.name,
            reason: `incompatibility kept symmetric with ${after.name}`,
            before: { incompatibilities: before },
            after: { incompatibilities: list },
          },
        });
      }
      return {
        message: `Saved ${after.name}.`,
        enchantment: toEnchantment(after),
        also_updated: partners.map((p) => p.row.name).sort((a, b) => a.localeCompare(b, 'en')),
      };
    },
    // Names of enchantments are searched: a change reaches the search caches at once.
    { tradeData: 'all', duplicate: 'Another enchantment already has this name or MCID.' },
  );
}

/**
 * Every path's last step of an enchantment write (the enchantment editor, the data editor, the imports, a
 * delete): the others list the written one (once `oldMcid`, now `newMcid`) exactly where it lists them. Each
 * changed row is updated at the version read (changed meanwhile: 409) and kept up to date in `others`, so the
 * next write of a batch sees it. Answers the changes.
 */
export async function keepIncompatibilitySymmetric(
  trx: Kysely<Database>,
  others: readonly EnchantmentRow[],
  oldMcid: string,
  newMcid: string,
  list: readonly string[],
): Promise<PartnerChange<EnchantmentRow>[]> {
  const changes = partnerChanges(others, oldMcid, newMcid, list);
  for (const { row, after } of changes) {
    if (!(await updateEnchantmentAtVersion(trx, row.id, row.row_version, { incompatibilities: after }))) {
      throw conflict(CONCURRENT_CHANGE);
    }
    row.incompatibilities = after;
    row.row_version += 1;
  }
  return changes;
}

async function checkUnique(db: Kysely<Database>, id: number, request: EnchantmentUpdate) {
  const sameName = await findOtherEnchantmentWith(db, 'name', request.name, id);
  if (sameName) throw conflict(enchantmentNameTaken(sameName.name));
  const sameMcid = await findOtherEnchantmentWith(db, 'mcid', request.mcid, id);
  if (sameMcid) throw conflict(mcidTaken(request.mcid, sameMcid.name));
}

/** The requested incompatible mcids, checked: each names another existing enchantment, never itself. */
function checkIncompatibilities(
  request: EnchantmentUpdate,
  current: EnchantmentRow,
  others: readonly EnchantmentRow[],
): string[] {
  const known = new Set(others.map((row) => row.mcid));
  // The newer So Many Enchantments fork's ids are read as the SME 0.5.5 ids RLCraft stores (and back).
  const mcids = knownEnchantmentIds(splitList(request.incompatibilities), known);
  const problem = incompatibilityProblem(mcids, [request.mcid, current.mcid], (mcid) => known.has(mcid));
  if (problem) throw badRequest(problem);
  return mcids;
}

/** A boolean field of the request as stored; omitted keeps the current value. */
function flag(requested: boolean | undefined, current: number): number {
  return requested === undefined ? current : requested ? 1 : 0;
}

type Flags = Pick<EnchantmentRow, 'curse' | 'treasure' | 'librarian'>;

/**
 * The flags of a checked enchantment as stored, on every path that writes enchantments: a flag left out keeps
 * the stored one (a new enchantment: no curse, no treasure, sold by librarians).
 */
export function storedFlags(
  requested: Partial<Record<keyof Flags, boolean | undefined>>,
  current: Flags = { curse: 0, treasure: 0, librarian: 1 },
): Flags {
  return {
    curse: flag(requested.curse, current.curse),
    treasure: flag(requested.treasure, current.treasure),
    librarian: flag(requested.librarian, current.librarian),
  };
}

function auditView(row: EnchantmentRow) {
  const { id: _id, notes: _notes, ...fields } = row;
  return fields;
}
