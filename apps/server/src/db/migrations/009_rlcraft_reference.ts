import { type Kysely, type Migration, sql } from 'kysely';
import enchantments from '../seed/data/enchantments.json' with { type: 'json' };
import itemTypeMap from '../seed/data/item_type_map.json' with { type: 'json' };
import optimizerMenuItems from '../seed/data/optimizer_menu_items.json' with { type: 'json' };
import type { Database } from '../types';
import { planReferenceUpdate, symmetricIncompatibilities, UNREGISTERED_MARK } from './009/plan';
import previousSeed from './009/sme-fork-enchantments.json' with { type: 'json' };

/** The app_meta key the reference seed sets once it has loaded (seed/reference.ts). */
const SEED_KEY = 'reference_seed_version';

/**
 * The reference is RLCraft 2.9.2 (issue 24): enchantments gain `treasure` and `librarian`, and on an install whose
 * reference was already seeded the 210 enchantments RLCraft registers replace the earlier 159-row table. Rows no
 * user edited take the new values (matched by mcid, renamed fork ids through their SME 0.5.5 ids), user-edited
 * rows stay as they are, rows RLCraft does not register go unless trades use them (then they stay, marked), and
 * the new item-type keywords and optimizer items are added. One audit-log row names what was kept and why.
 * A fresh install has nothing seeded yet: the seed then loads the new table itself.
 */
export function rlcraftReferenceMigration(): Migration {
  return {
    async up(raw: Kysely<unknown>) {
      await sql`alter table enchantments add column treasure integer not null default 0`.execute(raw);
      await sql`alter table enchantments add column librarian integer not null default 1`.execute(raw);
      const db = raw as Kysely<Database>;
      const seeded = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', SEED_KEY)
        .executeTakeFirst();
      if (!seeded) return;
      await updateReference(db);
    },
  };
}

async function updateReference(db: Kysely<Database>): Promise<void> {
  const stored = await db.selectFrom('enchantments').selectAll().orderBy('id').execute();
  const uses = await db
    .selectFrom('trade_enchantments')
    .select((eb) => ['enchantment_id', eb.fn.countAll().as('n')])
    .groupBy('enchantment_id')
    .execute();
  const plan = planReferenceUpdate(
    stored,
    previousSeed,
    enchantments,
    new Map(uses.map((use) => [use.enchantment_id, Number(use.n)])),
  );
  const flags = (row: { treasure: boolean; librarian: boolean }) => ({
    treasure: row.treasure ? 1 : 0,
    librarian: row.librarian ? 1 : 0,
  });

  for (const { id } of plan.remove) await db.deleteFrom('enchantments').where('id', '=', id).execute();
  for (const { id, row } of plan.update) {
    await db
      .updateTable('enchantments')
      .set((eb) => ({
        ...row,
        curse: row.curse ? 1 : 0,
        ...flags(row),
        row_version: eb('row_version', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
  }
  for (const row of plan.keepEdited) {
    await db.updateTable('enchantments').set(flags(row)).where('id', '=', row.id).execute();
  }
  for (const { id } of plan.mark) {
    await db
      .updateTable('enchantments')
      .set((eb) => ({
        notes: sql<string>`${`${UNREGISTERED_MARK} `} || ${eb.ref('notes')}`,
        librarian: 0,
        row_version: eb('row_version', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
  }
  if (plan.insert.length > 0) {
    await db
      .insertInto('enchantments')
      .values(plan.insert.map((row) => ({ ...row, curse: row.curse ? 1 : 0, ...flags(row) })))
      .execute();
  }

  const after = await db.selectFrom('enchantments').select(['id', 'mcid', 'incompatibilities']).execute();
  for (const [id, incompatibilities] of symmetricIncompatibilities(after)) {
    await db
      .updateTable('enchantments')
      .set((eb) => ({ incompatibilities, row_version: eb('row_version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  await db
    .insertInto('item_type_map')
    .values(itemTypeMap)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('optimizer_menu_items')
    .values(optimizerMenuItems)
    .onConflict((oc) => oc.doNothing())
    .execute();

  const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);
  await db
    .insertInto('logs')
    .values({
      timestamp: new Date().toISOString(),
      username: 'system',
      action: 'reference_update',
      table_name: 'enchantments',
      details: JSON.stringify({
        reference: 'RLCraft 2.9.2',
        added: names(plan.insert),
        updated: plan.update.length,
        kept_user_edited: names(plan.keepEdited),
        removed: names(plan.remove),
        kept_in_use_marked: plan.mark.map(({ name, trades }) => `${name} (${trades} trades)`),
        kept_user_edited_unregistered: names(plan.keepEditedUnregistered),
        not_added: plan.skipped.map(({ name, reason }) => `${name}: ${reason}`),
      }),
    })
    .execute();
}
