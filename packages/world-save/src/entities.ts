// Turns decoded entities (Level.Entities of one chunk) into villagers and counts of other mods' traders.
import { isCompound, type NbtCompound, type NbtValue } from './nbt-reader';
import type { Dimension, SaveEnchantment, SaveItem, SaveOffer, SaveVillager } from './types';

/** Where the entities were found. */
export interface EntityPlace {
  dimension: Dimension;
  region: string;
  chunkX: number;
  chunkZ: number;
}

export interface ChunkFindings {
  villagers: SaveVillager[];
  /** id → count of entities of other ids that carry `Offers`. */
  modded: Map<string, number>;
  /** What was cut short, one sentence each (a villager with more offers than MAX_OFFERS, say). */
  cut?: string[];
}

const VILLAGER_IDS = new Set(['minecraft:villager', 'Villager', 'villager']);
/** 1.12 MerchantRecipe: a recipe saved without `maxUses` allows 7 uses. */
const DEFAULT_MAX_USES = 7;
/** Offers read per villager: a 1.12 villager unlocks at most a dozen or so; modded ones a few dozen. */
export const MAX_OFFERS = 100;
/** Enchantments read per item: a book holds one, gear a handful. */
export const MAX_ITEM_ENCHANTMENTS = 64;

/** How much a villager weighs in a scan's villager-data budget: itself, its offers and their enchantments. */
export function villagerEntries(villager: SaveVillager): number {
  let entries = 1;
  for (const offer of villager.offers) {
    entries += 1 + offer.buy.enchantments.length + offer.sell.enchantments.length;
    entries += offer.buyB?.enchantments.length ?? 0;
  }
  return entries;
}

/** Adds the villagers among `entities`, and riders in their `Passengers` at any depth, to `into`. */
export function collectVillagers(
  entities: readonly NbtCompound[],
  place: EntityPlace,
  into: ChunkFindings,
): void {
  for (const entity of entities) visit(entity, place, into, 0);
}

function visit(entity: NbtCompound, place: EntityPlace, into: ChunkFindings, depth: number): void {
  const id = str(entity.id);
  if (id !== null && VILLAGER_IDS.has(id)) into.villagers.push(toVillager(entity, place, into.cut));
  else if (isCompound(entity.Offers)) {
    const key = id ?? '(no id)';
    into.modded.set(key, (into.modded.get(key) ?? 0) + 1);
  }
  const passengers = entity.Passengers;
  if (Array.isArray(passengers) && depth < 64) {
    for (const rider of passengers) if (isCompound(rider)) visit(rider, place, into, depth + 1);
  }
}

function toVillager(entity: NbtCompound, place: EntityPlace, cut: string[] | undefined): SaveVillager {
  const pos = Array.isArray(entity.Pos) ? entity.Pos : [];
  const x = num(pos[0]) ?? 0;
  const y = num(pos[1]) ?? 0;
  const z = num(pos[2]) ?? 0;
  const customName = str(entity.CustomName);
  const offers = isCompound(entity.Offers) ? entity.Offers.Recipes : undefined;
  const recipes = Array.isArray(offers) ? offers.filter(isCompound) : [];
  const uuid = entityUuid(entity, place, x, y, z);
  if (recipes.length > MAX_OFFERS) {
    cut?.push(`villager ${uuid} offers ${recipes.length} trades; the first ${MAX_OFFERS} were read.`);
  }
  return {
    uuid,
    dimension: place.dimension,
    x,
    y,
    z,
    profession: int(entity.Profession),
    professionName: str(entity.ProfessionName),
    career: int(entity.Career),
    careerLevel: int(entity.CareerLevel),
    customName: customName === null || customName === '' ? null : customName,
    child: (int(entity.Age) ?? 0) < 0,
    offers: recipes.slice(0, MAX_OFFERS).flatMap(toOffer),
    region: place.region,
    chunkX: place.chunkX,
    chunkZ: place.chunkZ,
  };
}

function toOffer(recipe: NbtCompound): SaveOffer[] {
  const buy = toItem(recipe.buy);
  const sell = toItem(recipe.sell);
  if (!buy || !sell) return [];
  return [
    {
      buy,
      buyB: toItem(recipe.buyB),
      sell,
      uses: int(recipe.uses) ?? 0,
      maxUses: int(recipe.maxUses) ?? DEFAULT_MAX_USES,
    },
  ];
}

/** An item stack; null when there is none (missing, air, or an empty stack). */
function toItem(value: NbtValue | undefined): SaveItem | null {
  if (!isCompound(value)) return null;
  const id = str(value.id);
  const count = int(value.Count) ?? 1;
  if (id === null || id === '' || id === 'minecraft:air' || count <= 0) return null;
  const tag = isCompound(value.tag) ? value.tag : undefined;
  return {
    id,
    count,
    damage: int(value.Damage) ?? 0,
    enchantments: [...enchantments(tag?.StoredEnchantments), ...enchantments(tag?.ench)],
  };
}

function enchantments(list: NbtValue | undefined): SaveEnchantment[] {
  if (!Array.isArray(list)) return [];
  const found: SaveEnchantment[] = [];
  for (const entry of list) {
    if (found.length === MAX_ITEM_ENCHANTMENTS) break;
    if (!isCompound(entry)) continue;
    const numericId = int(entry.id);
    if (numericId === null) continue;
    found.push({ numericId, level: int(entry.lvl) ?? 1 });
  }
  return found;
}

function str(value: NbtValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

function num(value: NbtValue | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function int(value: NbtValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value === 'bigint') return Number(value);
  return null;
}

/** Canonical UUID from UUIDMost/UUIDLeast (1.12), or the 1.16 `UUID` int array; else one derived from the place. */
function entityUuid(entity: NbtCompound, place: EntityPlace, x: number, y: number, z: number): string {
  const most = entity.UUIDMost;
  const least = entity.UUIDLeast;
  if (typeof most === 'bigint' && typeof least === 'bigint') return formatUuid(most, least);
  const ints = entity.UUID;
  if (Array.isArray(ints) && ints.length === 4 && ints.every((n) => typeof n === 'number')) {
    const [a, b, c, d] = ints.map((n) => BigInt.asUintN(32, BigInt(n as number)));
    return formatUuid((a << 32n) | b, (c << 32n) | d);
  }
  // No id saved: a stable stand-in from where the villager stands (FNV-1a over the text), so rescans agree.
  const text = `${place.dimension}:${x}:${y}:${z}`;
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n);
  }
  return formatUuid(hash, BigInt.asUintN(64, hash * 0x9e3779b97f4a7c15n));
}

/** 8-4-4-4-12 lower-case hex of two signed or unsigned 64-bit halves. */
export function formatUuid(most: bigint, least: bigint): string {
  const hex =
    BigInt.asUintN(64, most).toString(16).padStart(16, '0') +
    BigInt.asUintN(64, least).toString(16).padStart(16, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
