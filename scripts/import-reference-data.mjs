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

// Names are unique in Tradehall (trades list enchantments by name); two mods call theirs "Magnetic", so a
// repeated name gets its mod: "Magnetic (Aquaculture)", "Magnetic (Charm)".
const enchantmentRows = readTsv('enchantments.tsv');
const nameCount = new Map();
for (const r of enchantmentRows) nameCount.set(r.name, (nameCount.get(r.name) ?? 0) + 1);
const modOf = (mcid) => mcid.split(':')[0].replace(/^./, (c) => c.toUpperCase());
const uniqueName = (r) => (nameCount.get(r.name) > 1 ? `${r.name} (${modOf(r.mcid)})` : r.name);

write(
  'enchantments.json',
  enchantmentRows.map((r) => ({
    name: uniqueName(r),
    mcid: r.mcid,
    rarity: r.rarity,
    // Better Survival's Vitality is configured to level 0, yet a level-1 book can exist: Tradehall's levels start at 1.
    maxlevel: Math.max(1, Number(r.maxlevel)),
    applicable: r.applicable,
    incompatibilities: r.incompatibilities,
    curse: r.curse === 'yes',
    description: r.description,
    notes:
      Number(r.maxlevel) < 1
        ? `${r.notes}${r.notes ? '. ' : ''}Configured max level ${r.maxlevel}; Tradehall keeps 1 (a level-1 book can still exist)`
        : r.notes,
    treasure: r.treasure === 'yes',
    librarian: r.librarian === 'yes',
  })),
);
// The other mods' items RLCraft 2.9.2 ships that players enchant (issue 24), with the types of
// shared/data/item_types.tsv that the RLCraft enchantment table uses. Not in the shared TSVs: kept here.
const modItems = [
  ['Dagger (Better Survival)', 'dagger better survival', 'BS_DAGGER,SWORD,BREAKABLE'],
  ['Hammer (Better Survival)', 'hammer better survival', 'BS_HAMMER,SWORD,BREAKABLE'],
  ['Nunchaku (Better Survival)', 'nunchaku', 'BS_NUNCHAKU,SWORD,BREAKABLE'],
  ['Battle Axe (Better Survival)', 'battle axe', 'BS_BATTLEAXE,SWORD,BREAKABLE'],
  ['Shield (Better Survival)', 'shield better survival', 'BS_SHIELD,SHIELD,BREAKABLE'],
  ['Throwing Knife (Spartan Weaponry)', 'throwing knife', 'SW_THROWING,BREAKABLE'],
  ['Throwing Axe (Spartan Weaponry)', 'throwing axe', 'SW_THROWING,BREAKABLE'],
  ['Javelin (Spartan Weaponry)', 'javelin', 'SW_THROWING,BREAKABLE'],
  ['Boomerang (Spartan Weaponry)', 'boomerang', 'SW_THROWING,BREAKABLE'],
  ['Shield (Spartan Shields)', 'shield spartan shields', 'SPARTAN_SHIELD,SHIELD,BREAKABLE'],
  ['Fishing Rod (Aquaculture)', 'fishing rod aquaculture', 'AQUACULTURE_ROD,FISHING_ROD,BREAKABLE'],
  ['Switch Bow (SwitchBow)', 'switch bow', 'SWITCH_BOW,BOW,BREAKABLE'],
  ['Switch Crossbow (SwitchBow)', 'switch crossbow', 'SWITCH_CROSSBOW,BOW,BREAKABLE'],
];
// Item-name keywords of the new types that no optimizer item carries (guns, locks; BOOK only on books).
const otherKeywords = [
  ['umbra blaster', 'DL_UMBRA_BLASTER,DL_GUN,DL_DESTRUCTIVE,BREAKABLE'],
  ['ravager', 'DL_GUN,BREAKABLE'],
  ['concussion smasher', 'DL_DESTRUCTIVE,BREAKABLE'],
  ['lock', 'LOCK'],
  ['book', 'BOOK'],
  ['enchanted book', 'BOOK'],
];
const keywordRows = [...modItems.map(([, keyword, types]) => [keyword, types]), ...otherKeywords].flatMap(
  ([keyword, types]) => list(types).map((type) => ({ keyword, type })),
);

write('item_type_map.json', [
  ...readTsv('item_type_map.tsv').map((r) => ({ keyword: r.keyword, type: r.type })),
  ...keywordRows,
]);
write(
  'item_types.json',
  readTsv('item_types.tsv').map((r) => ({ type: r.type, description: r.description })),
);
const menuItems = readTsv('optimizer_menu_items.tsv').map((r) => ({
  item_id: Number(r.item_id),
  keyword: r.keyword,
  types: r.types,
}));
const nextId = Math.max(...menuItems.map((item) => item.item_id)) + 1;
write('optimizer_menu_items.json', [
  ...menuItems,
  ...modItems.map(([keyword, , types], i) => ({ item_id: nextId + i, keyword, types })),
]);
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
