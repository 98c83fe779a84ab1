import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connection';

/** The whole data model of SPEC §3. Every later change is a new migration file. */
export function initialMigration(dialect: Dialect): Migration {
  const id = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
  const rowVersion = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(1);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', id)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index users_username_ci on users (lower(username))`.execute(db);

      await db.schema
        .createTable('modpacks')
        .addColumn('id', 'integer', id)
        .addColumn('modpack', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('row_version', 'integer', rowVersion)
        .execute();

      await db.schema
        .createTable('servers')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('modpack_id', 'integer', (c) => c.notNull().references('modpacks.id').onDelete('restrict'))
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('row_version', 'integer', rowVersion)
        .execute();
      await db.schema.createIndex('servers_owner').on('servers').column('owner_id').execute();
      await db.schema.createIndex('servers_modpack').on('servers').column('modpack_id').execute();

      await db.schema
        .createTable('server_members')
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('server_members_pk', ['server_id', 'user_id'])
        .execute();
      await db.schema.createIndex('server_members_user').on('server_members').column('user_id').execute();

      await db.schema
        .createTable('towns')
        .addColumn('id', 'integer', id)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('row_version', 'integer', rowVersion)
        .execute();
      await sql`create unique index towns_server_name_ci on towns (server_id, lower(name))`.execute(db);

      await db.schema
        .createTable('locations')
        .addColumn('id', 'integer', id)
        .addColumn('town_id', 'integer', (c) => c.notNull().references('towns.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('row_version', 'integer', rowVersion)
        .execute();
      await sql`create unique index locations_town_name_ci on locations (town_id, lower(name))`.execute(db);

      await db.schema
        .createTable('enchantments')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('mcid', 'text', (c) => c.notNull().unique())
        .addColumn('rarity', 'text', (c) => c.notNull())
        .addColumn('maxlevel', 'integer', (c) => c.notNull())
        .addColumn('applicable', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('incompatibilities', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('curse', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('row_version', 'integer', rowVersion)
        .execute();

      await db.schema
        .createTable('trades')
        .addColumn('id', 'integer', id)
        .addColumn('server_id', 'integer', (c) => c.notNull().references('servers.id').onDelete('cascade'))
        .addColumn('town_id', 'integer', (c) => c.notNull().references('towns.id').onDelete('cascade'))
        .addColumn('location_id', 'integer', (c) =>
          c.notNull().references('locations.id').onDelete('cascade'),
        )
        .addColumn('row', 'text', (c) => c.notNull())
        .addColumn('num', 'integer', (c) => c.notNull())
        .addColumn('villager_type', 'text', (c) => c.notNull())
        .addColumn('cost_item1', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cost_amount1', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cost_item2', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cost_amount2', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sell_item', 'text', (c) => c.notNull())
        .addColumn('sell_amount', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('row_version', 'integer', rowVersion)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('trades_slot')
        .on('trades')
        .columns(['server_id', 'town_id', 'location_id', 'row', 'num'])
        .execute();
      await db.schema.createIndex('trades_town').on('trades').column('town_id').execute();
      await db.schema.createIndex('trades_location').on('trades').column('location_id').execute();
      await db.schema
        .createIndex('trades_server_type')
        .on('trades')
        .columns(['server_id', 'villager_type'])
        .execute();
      await db.schema
        .createIndex('trades_type_sell')
        .on('trades')
        .columns(['villager_type', 'sell_item'])
        .execute();

      await db.schema
        .createTable('trade_enchantments')
        .addColumn('trade_id', 'integer', (c) => c.notNull().references('trades.id').onDelete('cascade'))
        .addColumn('enchantment_id', 'integer', (c) =>
          c.notNull().references('enchantments.id').onDelete('restrict'),
        )
        .addColumn('level', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('trade_enchantments_pk', ['trade_id', 'enchantment_id'])
        .execute();
      await db.schema
        .createIndex('trade_enchantments_enchantment')
        .on('trade_enchantments')
        .columns(['enchantment_id', 'level'])
        .execute();

      await db.schema
        .createTable('baubles')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('tier', 'text', (c) => c.notNull())
        .addColumn('tier_basis', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('how_to_obtain', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('upgrade_path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source_mod', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('row_version', 'integer', rowVersion)
        .execute();

      await db.schema
        .createTable('villager_items')
        .addColumn('id', 'integer', id)
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('villager', 'text', (c) => c.notNull())
        .addColumn('trade_type', 'text', (c) => c.notNull())
        .addUniqueConstraint('villager_items_unique', ['item', 'villager', 'trade_type'])
        .execute();

      await db.schema
        .createTable('item_type_map')
        .addColumn('id', 'integer', id)
        .addColumn('keyword', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addUniqueConstraint('item_type_map_unique', ['keyword', 'type'])
        .execute();

      await db.schema
        .createTable('optimizer_menu_items')
        .addColumn('item_id', 'integer', (c) => c.primaryKey())
        .addColumn('keyword', 'text', (c) => c.notNull().unique())
        .addColumn('types', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('optimizer_configs')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('config_name', 'text', (c) => c.notNull())
        .addColumn('item_keyword', 'text', (c) => c.notNull())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index optimizer_configs_user_name_ci on optimizer_configs (user_id, lower(config_name))`.execute(
        db,
      );

      await db.schema
        .createTable('logs')
        .addColumn('id', 'integer', id)
        .addColumn('timestamp', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('table_name', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
