import { UpdateBaubleRequest } from '@tradehall/contracts';
import type { BaubleRow } from '../../db/types';
import { column, joinList, parseWith, SYSTEM_COLUMNS } from '../shared/table/cells';
import { countRows } from '../shared/table/count';
import { insertVersionedThrough } from '../shared/table/helpers';
import { loadVersions } from '../shared/table/row-versions';
import { smallTable } from '../shared/table/small-table';
import { baubleValues, parseTags } from './bauble-mapping';
import { clearBaubles, deleteBauble, insertBaubles, updateBaubleAtVersion } from './baubles.repository';
import { BAUBLE_CHANGED, baubleNameTaken } from './baubles.service';

type BaubleValue = Omit<BaubleRow, 'id' | 'row_version'>;

const RENAMED = {
  howToObtain: 'how_to_obtain',
  upgradePath: 'upgrade_path',
  tierBasis: 'tier_basis',
  sourceMod: 'source_mod',
} as const;

const toFlat = ({ tags, ...row }: BaubleRow) => ({ ...row, tags: joinList(parseTags(tags)) });

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Baubles: the rules of PUT /api/baubles/{id} (slot, tier S–F, tags, unique name). */
export const baublesTable = smallTable<BaubleValue, null>({
  name: 'baubles',
  key: 'id',
  columns: [
    column('id', 'key', 'Empty for a new bauble.'),
    column('name', 'text', 'Unique name.', true),
    column('type', 'text', 'Slot: amulet, ring, belt, head, body, charm or any.', true),
    column('tier', 'text', 'S, A, B, C, D or F.', true),
    column('tier_basis', 'text', 'Why it sits in its tier.'),
    column('tags', 'list', "Tags separated by '; '."),
    column('icon', 'text', 'Empty, a /path or an http(s) URL.'),
    column('description', 'text', 'What it does.'),
    column('how_to_obtain', 'text', 'How to get it.'),
    column('upgrade_path', 'text', 'What it combines into.'),
    column('source_mod', 'text', 'The mod that adds it.'),
    SYSTEM_COLUMNS.row_version,
  ],
  parents: [],
  writePermission: 'baubles.edit',
  label: (row) => String(row.name),
  async read(db, page) {
    let query = db.selectFrom('baubles').selectAll().orderBy('id').limit(page.limit);
    if (page.afterKey !== undefined) query = query.where('id', '>', page.afterKey);
    if (page.offset) query = query.offset(page.offset);
    return (await query.execute()).map(toFlat);
  },
  count: (db) => countRows(db, 'baubles'),
  prepare: async () => null,
  loadBase: async (db) =>
    new Map(
      (await db.selectFrom('baubles').selectAll().execute()).map(({ id, row_version: _v, ...rest }) => [
        id,
        rest,
      ]),
    ),
  check(values) {
    const parsed = parseWith(
      UpdateBaubleRequest,
      {
        name: values.name,
        type: lower(values.type),
        tier: upper(values.tier),
        tags: values.tags ?? [],
        icon: values.icon ?? '',
        description: values.description ?? '',
        howToObtain: values.how_to_obtain ?? '',
        upgradePath: values.upgrade_path ?? '',
        tierBasis: values.tier_basis ?? '',
        sourceMod: values.source_mod ?? '',
      },
      RENAMED,
    );
    return 'issues' in parsed ? parsed : { value: baubleValues(parsed.value) };
  },
  unique: [
    {
      column: 'name',
      of: (v) => v.name.toLowerCase(),
      message: (_v, stored) => baubleNameTaken(stored.name),
    },
  ],
  loadVersions: (db) => loadVersions(db, 'baubles'),
  insert: (context, rows) => insertVersionedThrough(context, 'baubles', rows, 12, insertBaubles),
  update: ({ trx }, row, version) => updateBaubleAtVersion(trx, row.key, version, row.value),
  async remove(trx, key) {
    await deleteBauble(trx, key);
    return {};
  },
  clear: clearBaubles,
  changed: BAUBLE_CHANGED,
});
