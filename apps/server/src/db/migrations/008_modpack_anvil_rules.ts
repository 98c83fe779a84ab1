import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A modpack carries its anvil's rules (issue 24; the optimizer plans with them):
 * - `anvil_level_cap`: a step costing this many levels or more is "Too Expensive"; null: no cap;
 * - `anvil_prior_work`: how the prior-work penalty grows, Anvil Patch's "XP cost increase" setting
 *   (vanilla, remove_repair_scaling, enchantment_only, remove; see packages/domain's PriorWorkRule).
 *
 * Existing modpacks get vanilla 1.12.2's rules (40, vanilla), what the optimizer applied to every server so far,
 * except RLCraft 2.9 ones (name RLCraft, version 2.9...), which get RLCraft 2.9.2's (no cap,
 * remove_repair_scaling). Then the two default modpacks are added unless a modpack of that name and version
 * (ignoring case) is already there, so every install has them from its first start: an edit or a deletion of
 * them afterwards stays (a migration runs once).
 *
 * `optimizer_configs.anvil_rules`: which rules a saved optimizer config plans with, the selected server's
 * modpack's ('server') or vanilla's ('vanilla').
 */
export const DEFAULT_MODPACKS = [
  { modpack: 'RLCraft', version: '2.9.x', anvil_level_cap: null, anvil_prior_work: 'remove_repair_scaling' },
  { modpack: 'Minecraft', version: '1.12.2', anvil_level_cap: 40, anvil_prior_work: 'vanilla' },
] as const;

export function modpackAnvilRulesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('modpacks').addColumn('anvil_level_cap', 'integer').execute();
      await db.schema
        .alterTable('modpacks')
        .addColumn('anvil_prior_work', 'text', (c) => c.notNull().defaultTo('vanilla'))
        .execute();
      await db.schema
        .alterTable('optimizer_configs')
        .addColumn('anvil_rules', 'text', (c) => c.notNull().defaultTo('server'))
        .execute();
      await sql`update modpacks set anvil_level_cap = 40`.execute(db);
      await sql`
        update modpacks set anvil_level_cap = null, anvil_prior_work = 'remove_repair_scaling'
        where lower(trim(modpack)) = 'rlcraft' and lower(trim(version)) like '2.9%'
      `.execute(db);
      for (const pack of DEFAULT_MODPACKS) {
        await sql`
          insert into modpacks (modpack, version, anvil_level_cap, anvil_prior_work)
          select ${pack.modpack}, ${pack.version}, ${pack.anvil_level_cap}, ${pack.anvil_prior_work}
          where not exists (
            select 1 from modpacks where lower(modpack) = lower(${pack.modpack}) and lower(version) = lower(${pack.version})
          )
        `.execute(db);
      }
    },
  };
}
