// Turns the shared reference TSVs into the project's own JSON seed files.
// Usage: node scripts/import-reference-data.mjs [path/to/shared/data]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const source = process.argv[2] ?? '../shared/data';
const target = 'apps/server/src/db/seed/data';

function readTsv(name) {
  const [header, ...lines] = readFileSync(join(source, name), 'utf8')
    .replace(/\r/g, '')
    .split('\n')
    .filter(Boolean);
  const columns = header.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [columns[i], cell])));
}
const list = (cell) =>
  cell
    ? cell
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
const write = (name, rows) => writeFileSync(join(target, name), `${JSON.stringify(rows, null, 1)}\n`);

write(
  'enchantments.json',
  readTsv('enchantments.tsv').map((r) => ({
    name: r.name,
    mcid: r.mcid,
    rarity: r.rarity,
    maxlevel: Number(r.maxlevel),
    applicable: r.applicable,
    incompatibilities: r.incompatibilities,
    curse: r.curse === 'yes',
    description: r.description,
    notes: r.notes,
  })),
);
write(
  'item_type_map.json',
  readTsv('item_type_map.tsv').map((r) => ({ keyword: r.keyword, type: r.type })),
);
write(
  'item_types.json',
  readTsv('item_types.tsv').map((r) => ({ type: r.type, description: r.description })),
);
write(
  'optimizer_menu_items.json',
  readTsv('optimizer_menu_items.tsv').map((r) => ({
    item_id: Number(r.item_id),
    keyword: r.keyword,
    types: r.types,
  })),
);
write(
  'villager_items.json',
  readTsv('villager_items.tsv').map((r) => ({
    item: r.item,
    villager: r.villager,
    trade_type: r.trade_type,
  })),
);
write(
  'baubles.json',
  readTsv('baubles.tsv').map((r) => ({
    name: r.name,
    type: r.type,
    tier: r.tier,
    tier_basis: r.tier_basis,
    tags: list(r.tags),
    description: r.description,
    how_to_obtain: r.how_to_obtain,
    upgrade_path: r.upgrade_path,
    source_mod: r.source_mod,
  })),
);
console.log(`reference data written to ${target}`);
