import type { WorldScanVillager } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { AuthUser } from '../../plugins/auth';
import { enchantmentsTable } from '../enchantments/enchantments.table';
import { locationsTable } from '../locations/locations.table';
import { townsTable } from '../towns/towns.table';
import type { Target } from './apply-plan';
import { enchantmentMatcher, nameFromMcid, normaliseMcid } from './enchantment-match';
import type { WorldScanDeps } from './scan-access';
import { writeTableRows } from './table-rows';
import type { DesiredTrade } from './villager-trades';
import { listReferenceEnchantments, serverLocations, serverTowns } from './world-scans.repository';

/**
 * The reference rows an apply creates before its trades, each through its table's rules with an audit row:
 * enchantment references for unknown enchantments (when asked), and the towns and locations the trades need.
 */

/** What the audit rows of an apply say it came through. */
export const VIA = 'world scan';

export const fold = (text: string) => text.trim().toLowerCase();

export interface ApplyContext {
  deps: WorldScanDeps;
  user: AuthUser;
  scanId: string;
  serverId: number;
}

type Offer = WorldScanVillager['offers'][number];

/**
 * Names the offers' enchantments by the reference data as it is now (a reference added since the scan counts);
 * with `add`, first creates reference enchantments for the unknown ones that have a registry id, through the
 * enchantments table's rules (name from the id, max level the highest seen, applicable to Any). Answers the
 * offer-namer, the names created, and the reference mcid of a name it gave.
 */
export async function nameEnchantments(
  trx: Kysely<Database>,
  context: ApplyContext,
  targets: readonly Target[],
  add: boolean,
): Promise<((offer: Offer) => Offer) & { created: string[]; mcidOf(name: string): string }> {
  let references = await listReferenceEnchantments(trx);
  let match = enchantmentMatcher(references);
  const created: string[] = [];
  if (add) {
    const wanted = new Map<string, { mcid: string; level: number }>();
    for (const { villager } of targets) {
      for (const offer of villager.offers) {
        for (const e of offer.enchantments) {
          if (e.mcid === null || match(e.mcid)) continue;
          const key = normaliseMcid(e.mcid);
          const level = Math.max(wanted.get(key)?.level ?? 1, e.level);
          wanted.set(key, { mcid: key, level });
        }
      }
    }
    const taken = new Set(references.map((r) => fold(r.name)));
    const rows = [...wanted.values()]
      .sort((a, b) => (a.mcid < b.mcid ? -1 : 1))
      .map(({ mcid, level }) => {
        const plain = nameFromMcid(mcid);
        const namespace = mcid.slice(0, mcid.indexOf(':'));
        const name = [plain, `${plain} (${namespace})`, `${plain} (${mcid})`].find(
          (n) => !taken.has(fold(n)),
        )!;
        taken.add(fold(name));
        created.push(name);
        return {
          name,
          mcid,
          rarity: 'Rare',
          maxlevel: Math.min(10, Math.max(1, level)),
          applicable: 'Any',
          incompatibilities: '',
          curse: false,
          description: '',
          notes: 'Added by Import from world save.',
        };
      });
    await writeTableRows({
      trx,
      dialect: context.deps.dialect,
      actor: context.user,
      table: enchantmentsTable,
      rows,
      label: (i) => `enchantment ${rows[i]!.mcid}`,
      audit: () => ({ via: VIA, scan: context.scanId }),
      advice: 'Add those enchantments by hand and apply again.',
    });
    if (rows.length > 0) {
      references = await listReferenceEnchantments(trx);
      match = enchantmentMatcher(references);
    }
  }
  const namer = (offer: Offer): Offer => ({
    ...offer,
    enchantments: offer.enchantments.map((e) => ({
      ...e,
      name: e.mcid === null ? null : (match(e.mcid)?.name ?? null),
    })),
  });
  const mcids = new Map(references.map((r) => [fold(r.name), r.mcid] as const));
  // Every name the namer gives is a reference's (names are unique ignoring case).
  const mcidOf = (name: string) => mcids.get(fold(name))!;
  return Object.assign(namer, { created, mcidOf });
}

/** Creates the towns and locations the trades need, through their tables' rules. Answers the names created. */
export async function ensurePlaces(
  trx: Kysely<Database>,
  context: ApplyContext,
  trades: readonly DesiredTrade[],
): Promise<{ towns: string[]; locations: string[] }> {
  const { deps, user, serverId, scanId } = context;
  const existingTowns = new Set((await serverTowns(trx, serverId)).map((t) => fold(t.name)));
  const townRows = new Map<string, string>();
  for (const trade of trades) {
    if (!existingTowns.has(fold(trade.town)) && !townRows.has(fold(trade.town))) {
      townRows.set(fold(trade.town), trade.town.trim());
    }
  }
  const towns = [...townRows.values()];
  await writeTableRows({
    trx,
    dialect: deps.dialect,
    actor: user,
    table: townsTable,
    rows: towns.map((name) => ({ server_id: serverId, name })),
    label: (i) => `town ${towns[i]}`,
    audit: () => ({ via: VIA, scan: scanId }),
    advice: 'Choose another town and apply again.',
  });

  const townIds = new Map((await serverTowns(trx, serverId)).map((t) => [fold(t.name), t.id] as const));
  const existingLocations = new Set(
    (await serverLocations(trx, serverId)).map((l) => `${fold(l.town)}\u0000${fold(l.location)}`),
  );
  const locationRows = new Map<string, { town: string; name: string }>();
  for (const trade of trades) {
    const key = `${fold(trade.town)}\u0000${fold(trade.location)}`;
    if (!existingLocations.has(key) && !locationRows.has(key)) {
      locationRows.set(key, { town: trade.town, name: trade.location.trim() });
    }
  }
  const locations = [...locationRows.values()];
  await writeTableRows({
    trx,
    dialect: deps.dialect,
    actor: user,
    table: locationsTable,
    rows: locations.map(({ town, name }) => ({ town_id: townIds.get(fold(town)), name })),
    label: (i) => `location ${locations[i]!.name} in ${locations[i]!.town}`,
    audit: () => ({ via: VIA, scan: scanId }),
    advice: 'Choose another location and apply again.',
  });
  return { towns, locations: locations.map((l) => `${l.town}: ${l.name}`) };
}
