import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One write path per table (issue 26): only the module that owns a table writes it. Every other writer (another
 * module's cascade, the data editor, the imports, world-scan apply, the demo seed) calls that module. This reads
 * the server's source for write statements naming a table (Kysely's insertInto/updateTable/deleteFrom and SQL
 * text) and fails on one outside the owner's folder. Migrations and the reference seed build the schema and are
 * left out.
 */
const SRC = join(__dirname, '..', 'src');

const OWNERS: Readonly<Record<string, string>> = {
  trades: 'modules/trades/',
  trade_enchantments: 'modules/trades/',
  locations: 'modules/locations/',
  towns: 'modules/towns/',
  servers: 'modules/servers/',
  server_members: 'modules/servers/',
  modpacks: 'modules/servers/',
  enchantments: 'modules/enchantments/',
  baubles: 'modules/baubles/',
  villager_items: 'modules/reference/',
  item_type_map: 'modules/reference/',
  optimizer_menu_items: 'modules/optimizer/',
  optimizer_configs: 'modules/optimizer/',
  users: 'modules/users/',
  logs: 'modules/logs/',
  login_throttle: 'modules/auth/',
  idempotency_keys: 'modules/idempotency/',
  deleted_rows: 'modules/idempotency/',
  data_versions: 'modules/shared/trade-data.repository.ts',
  search_versions: 'modules/shared/trade-data.repository.ts',
  world_scans: 'modules/world-scans/',
  world_scan_progress: 'modules/world-scans/',
  world_scan_states: 'modules/world-scans/',
  app_meta: 'setup/',
};

const LEFT_OUT = ['db/migrations/', 'db/seed/'];

const WRITES = [
  /\b(?:insertInto|updateTable|deleteFrom|replaceInto)\(\s*'([a-z_]+)'/g,
  /\b(?:insert\s+into|delete\s+from)\s+([a-z_]+)\b/gi,
  /\bupdate\s+([a-z_]+)\s+set\b/gi,
  // The table engine's chunked insert (it moves the table's id sequence) is made for a table by its module.
  /\binsertKeyedFirst\(\s*\w+,\s*'([a-z_]+)'/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every write statement of the source that names a table: file, table, line. */
function writeStatements(): { file: string; table: string; line: number }[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).replaceAll('\\', '/');
    if (LEFT_OUT.some((prefix) => file.startsWith(prefix))) return [];
    const text = readFileSync(path, 'utf8');
    return WRITES.flatMap((pattern) =>
      [...text.matchAll(pattern)]
        .filter((match) => match[1]!.toLowerCase() in OWNERS)
        .map((match) => ({
          file,
          table: match[1]!.toLowerCase(),
          line: text.slice(0, match.index).split('\n').length,
        })),
    );
  });
}

describe('who writes each table', () => {
  it('finds the write statements (the check reads what it should)', () => {
    const statements = writeStatements();
    for (const table of ['trades', 'trade_enchantments', 'locations', 'towns', 'servers', 'enchantments']) {
      expect(
        statements.some((s) => s.table === table),
        table,
      ).toBe(true);
    }
    const seen = statements.map(({ file, table }) => `${table} in ${file}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'towns in modules/towns/towns.repository.ts',
        'locations in modules/locations/locations.repository.ts',
        'baubles in modules/baubles/baubles.repository.ts',
        'enchantments in modules/enchantments/enchantments.repository.ts',
        'modpacks in modules/servers/modpacks.repository.ts',
        'villager_items in modules/reference/reference.repository.ts',
        'servers in modules/servers/servers.repository.ts',
      ]),
    );
  });

  it('the table engine writes no table itself: it hands rows to the owning module', () => {
    const engine = sourceFiles(join(SRC, 'modules', 'shared', 'table')).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return [...text.matchAll(/\b(?:insertInto|updateTable|deleteFrom|replaceInto)\(/g)].map(
        (match) => `${relative(SRC, path)}:${text.slice(0, match.index).split('\n').length}`,
      );
    });
    expect(engine).toEqual([]);
  });

  it("the route's and the engine's statements of a table are one: its repository's", () => {
    const tables = [
      'trades',
      'trade_enchantments',
      'towns',
      'locations',
      'baubles',
      'enchantments',
      'modpacks',
      'villager_items',
      'item_type_map',
      'optimizer_menu_items',
    ];
    const elsewhere = writeStatements()
      .filter(({ file, table }) => tables.includes(table) && !file.endsWith('.repository.ts'))
      .map(({ file, table, line }) => `${file}:${line} writes ${table}`);
    expect(elsewhere).toEqual([]);
  });

  it("no code outside a table's module writes that table", () => {
    const strangers = writeStatements()
      .filter(({ file, table }) => !file.startsWith(OWNERS[table]!))
      .map(({ file, table, line }) => `${file}:${line} writes ${table} (owned by ${OWNERS[table]})`);
    expect(strangers).toEqual([]);
  });
});
