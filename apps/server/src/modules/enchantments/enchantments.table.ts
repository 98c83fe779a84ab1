import { optionalText, splitList, UpdateEnchantmentRequest } from '@tradehall/contracts';
import { knownEnchantmentIds } from '@tradehall/domain';
import type { EnchantmentRow } from '../../db/types';
import { conflict, HttpError } from '../../lib/http-error';
import { column, parseWith, SYSTEM_COLUMNS } from '../shared/table/cells';
import { countRows } from '../shared/table/count';
import { insertVersionedThrough, plural } from '../shared/table/helpers';
import { loadVersions } from '../shared/table/row-versions';
import { smallTable } from '../shared/table/small-table';
import type { RowIssue } from '../shared/table/types';
import { fold } from '../shared/table/world';
import { normaliseApplicable } from './applicable-types';
import {
  clearEnchantments,
  deleteEnchantment,
  findEnchantmentById,
  insertEnchantments,
  listEnchantmentRows,
  updateEnchantmentAtVersion,
} from './enchantments.repository';
import {
  ENCHANTMENT_CHANGED,
  enchantmentNameTaken,
  keepIncompatibilitySymmetric,
  mcidTaken,
  storedFlags,
} from './enchantments.service';
import { incompatibilityProblem, joinMcids } from './incompatibility-sync';

type EnchantmentValue = Omit<EnchantmentRow, 'id' | 'row_version'>;

/** The enchantment editor's rules (PUT /api/enchantments/{id}) plus notes, which only the data editor shows. */
const EnchantmentInput = UpdateEnchantmentRequest.omit({ row_version: true }).extend({
  notes: optionalText(2000, { multiline: true }).default(''),
});

const toFlat = ({ curse, treasure, librarian, ...row }: EnchantmentRow) => ({
  ...row,
  curse: curse === 1,
  treasure: treasure === 1,
  librarian: librarian === 1,
});

function issuesOfPairs(
  final: ReadonlyMap<number, EnchantmentValue>,
  rowOf: ReadonlyMap<number, number>,
): RowIssue[] {
  const slotOf = new Map([...final].map(([slot, value]) => [value.mcid, slot] as const));
  const issues: RowIssue[] = [];
  for (const [slot, value] of final) {
    const row = rowOf.get(slot);
    if (row === undefined) continue;
    const mcids = splitList(value.incompatibilities);
    const problem = incompatibilityProblem(mcids, [value.mcid], (mcid) => slotOf.has(mcid));
    if (problem) {
      issues.push({ row, column: 'incompatibilities', reason: problem });
      continue;
    }
    for (const mcid of mcids) {
      const other = slotOf.get(mcid)!;
      if (rowOf.has(other) && !splitList(final.get(other)!.incompatibilities).includes(value.mcid)) {
        issues.push({
          row,
          column: 'incompatibilities',
          reason: `lists ${mcid} but row ${rowOf.get(other)} (${final.get(other)!.name}) does not list ${value.mcid} back`,
        });
      }
    }
  }
  return issues;
}

/**
 * Enchantments: the enchantment editor's rules (name and MCID unique ignoring case, max level 1–10, Applicable
 * To of known item types or Any, incompatibilities of existing MCIDs). Incompatibility stays symmetric: rows of
 * the same file must agree, and other enchantments are adjusted the way the editor's save adjusts them.
 */
interface CheckContext {
  knownTypes: Set<string>;
  knownMcids: Set<string>;
  /** Stored flags by id: a file without the treasure and librarian columns keeps them. */
  flags: Map<number, Pick<EnchantmentRow, 'curse' | 'treasure' | 'librarian'>>;
}

export const enchantmentsTable = smallTable<EnchantmentValue, CheckContext>({
  name: 'enchantments',
  key: 'id',
  columns: [
    column('id', 'key', 'Empty for a new enchantment.'),
    column('name', 'text', 'Unique name, e.g. Sharpness.', true),
    column('mcid', 'text', 'Unique id, e.g. minecraft:sharpness.', true),
    column('rarity', 'text', 'Common, Uncommon, Rare or Very Rare.', true),
    column('maxlevel', 'integer', 'Highest level, 1 to 10.', true),
    column('applicable', 'text', 'Item types separated by commas, or Any.', true),
    column('incompatibilities', 'text', 'MCIDs separated by commas (kept symmetric).'),
    column('curse', 'boolean', 'true for a curse.'),
    column('description', 'text', 'What it does.'),
    column('notes', 'text', 'Notes for admins.'),
    // Added by issue 24: files exported before them still import (the stored value is kept).
    {
      ...column(
        'treasure',
        'boolean',
        'true for a treasure enchantment (librarians ask twice the emeralds).',
      ),
      optional: true,
    },
    { ...column('librarian', 'boolean', 'false when no librarian sells it (empty: true).'), optional: true },
    SYSTEM_COLUMNS.row_version,
  ],
  parents: [],
  writePermission: 'references.edit',
  label: (row) => String(row.name),
  async read(db, page) {
    let query = db.selectFrom('enchantments').selectAll().orderBy('id').limit(page.limit);
    if (page.afterKey !== undefined) query = query.where('id', '>', page.afterKey);
    if (page.offset) query = query.offset(page.offset);
    return (await query.execute()).map(toFlat);
  },
  count: (db) => countRows(db, 'enchantments'),
  async prepare(world, mode) {
    // Like the editor: the item-type map's types, and types enchantments already use.
    const stored = await world.db.selectFrom('enchantments').select('applicable').execute();
    const knownTypes = new Set([
      ...(await world.get('item_type_map')).map((entry) => entry.type),
      ...stored.flatMap((row) => splitList(row.applicable)),
    ]);
    // Import All restores a file as it is: its rows name each other by the ids it holds.
    const knownMcids =
      mode === 'replace'
        ? new Set<string>()
        : new Set([...(await world.get('enchantments')).values()].map((e) => e.mcid));
    const flags = new Map(
      (
        await world.db.selectFrom('enchantments').select(['id', 'curse', 'treasure', 'librarian']).execute()
      ).map(({ id, ...flag }) => [id, flag] as const),
    );
    return { knownTypes, knownMcids, flags };
  },
  loadBase: async (db) =>
    new Map(
      (await db.selectFrom('enchantments').selectAll().execute()).map(({ id, row_version: _v, ...rest }) => [
        id,
        rest,
      ]),
    ),
  check(values, { knownTypes, knownMcids, flags }, key) {
    const parsed = parseWith(EnchantmentInput, values);
    if ('issues' in parsed) return parsed;
    const e = parsed.value;
    const stored = key === null ? undefined : flags.get(key);
    let applicable: string;
    try {
      applicable = normaliseApplicable(e.applicable, knownTypes);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { issues: [{ column: 'applicable', reason: error.message.replace(/\.$/, '') }] };
    }
    return {
      value: {
        name: e.name,
        mcid: e.mcid,
        rarity: e.rarity,
        maxlevel: e.maxlevel,
        applicable,
        // A fork id of a stored enchantment reads as its SME 0.5.5 id (and back): older files still import.
        incompatibilities: joinMcids(knownEnchantmentIds(splitList(e.incompatibilities), knownMcids)),
        ...storedFlags(e, stored),
        description: e.description,
        notes: e.notes,
      },
    };
  },
  unique: [
    {
      column: 'name',
      of: (v) => fold(v.name),
      message: (_v, stored) => enchantmentNameTaken(stored.name),
    },
    { column: 'mcid', of: (v) => fold(v.mcid), message: (v, stored) => mcidTaken(v.mcid, stored.name) },
  ],
  checkFinal: issuesOfPairs,
  publish: (world, final) =>
    world.publish(
      'enchantments',
      new Map(
        [...final].map(([id, v]) => [
          id,
          {
            name: v.name,
            mcid: v.mcid,
            maxlevel: v.maxlevel,
            applicable: v.applicable,
            treasure: v.treasure,
            librarian: v.librarian,
          },
        ]),
      ),
    ),
  loadVersions: (db) => loadVersions(db, 'enchantments'),
  insert: (context, rows) => insertVersionedThrough(context, 'enchantments', rows, 12, insertEnchantments),
  update: ({ trx }, row, version) => updateEnchantmentAtVersion(trx, row.key, version, row.value),
  async afterWrite({ trx, mode }, written, before) {
    if (mode === 'replace') return [];
    const inFile = new Set(written.map((row) => row.key));
    const others = (await listEnchantmentRows(trx)).filter((row) => !inFile.has(row.id));
    const changed = new Map<number, string>();
    for (const row of written) {
      const oldMcid = before.get(row.key)?.mcid ?? row.value.mcid;
      const list = splitList(row.value.incompatibilities);
      for (const change of await keepIncompatibilitySymmetric(trx, others, oldMcid, row.value.mcid, list)) {
        changed.set(change.row.id, change.row.name);
      }
    }
    return [...changed.values()].sort((a, b) => a.localeCompare(b, 'en'));
  },
  async remove(trx, key) {
    const uses = await countTradesUsing(trx, key);
    if (uses > 0) {
      throw conflict(
        `This enchantment is on ${plural(uses, 'trade')} and cannot be deleted. Remove it from them first.`,
      );
    }
    const current = await findEnchantmentById(trx, key);
    await deleteEnchantment(trx, key);
    // Nobody may list it any more: incompatibility stays symmetric.
    if (current)
      await keepIncompatibilitySymmetric(trx, await listEnchantmentRows(trx), current.mcid, current.mcid, []);
    return {};
  },
  clear: clearEnchantments,
  changed: ENCHANTMENT_CHANGED,
});

async function countTradesUsing(
  trx: Parameters<typeof countRows>[0],
  enchantmentId: number,
): Promise<number> {
  const row = await trx
    .selectFrom('trade_enchantments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('enchantment_id', '=', enchantmentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
