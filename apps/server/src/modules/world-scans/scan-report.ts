import type { WorldScanReport } from '@tradehall/contracts';
import {
  assembleScan,
  chunkIndex,
  decodeRuns,
  type RegionResult,
  regionKey,
  type SaveItem,
  type WorldScan as SaveScan,
  type SaveVillager,
  type WorldState,
  worldKeyOf,
} from '@tradehall/world-save';

type ReportItem = WorldScanReport['villagers'][number]['offers'][number]['buy'];

const item = (sent: ReportItem): SaveItem => ({
  id: sent.id,
  count: sent.count,
  damage: sent.damage,
  enchantments: sent.enchantments.map((e) => ({ numericId: e.numeric_id, level: e.level })),
});

function villager(sent: WorldScanReport['villagers'][number]): SaveVillager {
  return {
    uuid: sent.uuid,
    dimension: sent.dimension,
    x: sent.x,
    y: sent.y,
    z: sent.z,
    profession: sent.profession,
    professionName: sent.profession_name,
    career: sent.career,
    careerLevel: sent.career_level,
    customName: sent.custom_name,
    child: sent.child,
    offers: sent.offers.map((offer) => ({
      buy: item(offer.buy),
      buyB: offer.buy_b && item(offer.buy_b),
      sell: item(offer.sell),
      uses: offer.uses,
      maxUses: offer.max_uses,
    })),
    region: sent.region,
    chunkX: sent.chunk_x,
    chunkZ: sent.chunk_z,
  };
}

/**
 * A world scanned in a browser as the reader's scan, rescans included. Villagers, problems and modded traders
 * count only in a region the report lists; a chunk counts as unchanged only where the server's state of that
 * world gives it the same save time (what else the report claims is read as not sent).
 */
export function scanOfReport(report: WorldScanReport, previous: WorldState | undefined): SaveScan {
  const { world: sent } = report;
  const world = {
    levelName: sent.level_name,
    versionName: sent.version_name,
    dataVersion: sent.data_version,
    seed: sent.seed,
    enchantmentIds: new Map(sent.enchantment_ids),
    enchantmentIdSource: sent.enchantment_id_source,
  };
  const usable = previous?.worldKey === worldKeyOf(world) ? previous : undefined;
  const results = new Map<string, RegionResult>();
  for (const region of report.regions) {
    const key = regionKey(region.dimension, region.file);
    const timestamps = decodeRuns(region.timestamps);
    const seen = usable?.regions[key]?.timestamps;
    results.set(key, {
      villagers: [],
      modded: [],
      problems: [],
      bytes: region.bytes,
      chunks: 0,
      inflatedBytes: 0,
      villagerEntries: 0,
      peakHeapBytes: 0,
      timestamps,
      slots: region.slots,
      unchanged: [...new Set(region.unchanged)].filter(
        (i) => timestamps[i] !== 0 && seen?.[i] === timestamps[i],
      ),
      moddedByChunk: [],
    });
  }
  const at = (dimension: SaveVillager['dimension'], file: string) => results.get(regionKey(dimension, file));
  for (const sent of report.villagers) at(sent.dimension, sent.region)?.villagers.push(villager(sent));
  for (const problem of report.problems) at(problem.dimension, problem.region)?.problems.push(problem);
  for (const [dimension, file, index, id, count] of report.modded) {
    at(dimension, file)?.moddedByChunk.push([index, id, count]);
  }
  // What was read of an unchanged chunk is not the report's to give: the state's stands.
  for (const result of results.values()) {
    const unchanged = new Set(result.unchanged);
    result.villagers = result.villagers.filter((v) => !unchanged.has(chunkIndex(v.chunkX, v.chunkZ)));
    result.problems = result.problems.filter((p) => !unchanged.has(chunkIndex(p.x, p.z)));
    result.moddedByChunk = result.moddedByChunk.filter(([index]) => !unchanged.has(index));
  }
  const regions = report.regions.map((region) => ({
    dimension: region.dimension,
    file: region.file,
    result: results.get(regionKey(region.dimension, region.file))!,
  }));
  return assembleScan(world, regions, usable, {
    regions: report.regions.length,
    regionBytes: report.regions.reduce((sum, r) => sum + r.bytes, 0),
    seconds: report.seconds,
    workerThreads: 0,
  });
}
