// The benchmarks' synthetic 1.12.2 world (bench/world-scan.bench.ts describes it): full 32×32 regions of
// realistic chunks reusing 48 filler chunks, with villagers and modded traders in 300 chunks built one by one.
// Written once per folder and size (a manifest beside it says what was written).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assembleRegion,
  buildChunkNbt,
  buildLevelDat,
  compressChunk,
  moddedTraderEntity,
  type OfferSpec,
  random,
  type StoredChunk,
  testUuid,
  vehicleEntity,
  villagerEntity,
} from '@tradehall/world-save/testing';

const FILLER_TEMPLATES = 48;
const VILLAGER_CHUNKS = 300;
const GENERATOR_VERSION = 1;
const mb = (bytes: number) => bytes / 1024 / 1024;

export interface Manifest {
  version: number;
  targetMb: number;
  regionFiles: string[];
  regionBytes: number;
  villagers: number;
  modded: number;
}

const BOOKS: [number, number][] = [
  [70, 1],
  [34, 3],
  [32, 5],
  [16, 5],
  [0, 4],
  [2, 4],
  [35, 3],
  [21, 3],
  [48, 5],
  [51, 1],
];

function villagerOffers(rnd: () => number, profession: number, career: number): OfferSpec[] {
  const emeralds = (count: number) => ({ id: 'minecraft:emerald', count });
  if (profession === 5) return [];
  if (profession === 1 && career === 1) {
    const offers: OfferSpec[] = [{ buy: { id: 'minecraft:paper', count: 24 }, sell: emeralds(1) }];
    for (let i = 1 + Math.floor(rnd() * 4); i > 0; i--) {
      const book = BOOKS[Math.floor(rnd() * BOOKS.length)];
      offers.push({
        buy: { id: 'minecraft:book' },
        buyB: emeralds(5 + Math.floor(rnd() * 60)),
        sell: { id: 'minecraft:enchanted_book', stored: [book] },
        uses: Math.floor(rnd() * 7),
      });
    }
    return offers;
  }
  if (profession === 3) {
    return [
      { buy: { id: 'minecraft:coal', count: 16 }, sell: emeralds(1) },
      { buy: emeralds(9), sell: { id: 'minecraft:iron_pickaxe', ench: [[32, 2]] } },
      { buy: emeralds(12), sell: { id: 'minecraft:diamond_sword', ench: [[16, 3]] } },
    ];
  }
  return [
    { buy: { id: 'minecraft:wheat', count: 18 }, sell: emeralds(1) },
    { buy: emeralds(1), sell: { id: 'minecraft:bread', count: 4 } },
  ];
}

/** Chunk (absolute x, z) with 1–6 villagers and sometimes a modded trader. */
function villagerChunk(
  chunkX: number,
  chunkZ: number,
  rnd: () => number,
  counts: { villagers: number; modded: number },
) {
  const entities: object[] = [];
  for (let i = 1 + Math.floor(rnd() * 6); i > 0; i--) {
    const profession = rnd() < 0.6 ? 1 : Math.floor(rnd() * 6);
    const career = profession === 1 ? 1 : 1 + Math.floor(rnd() * 2);
    const x = chunkX * 16 + rnd() * 16;
    const z = chunkZ * 16 + rnd() * 16;
    const villager = villagerEntity({
      uuid: testUuid(counts.villagers + 1),
      x,
      y: 64,
      z,
      profession,
      professionName:
        rnd() < 0.5
          ? undefined
          : [
              'minecraft:farmer',
              'minecraft:librarian',
              'minecraft:priest',
              'minecraft:smith',
              'minecraft:butcher',
              'minecraft:nitwit',
            ][profession],
      career,
      careerLevel: 1 + Math.floor(rnd() * 4),
      child: rnd() < 0.05,
      offers: villagerOffers(rnd, profession, career),
    });
    entities.push(rnd() < 0.15 ? vehicleEntity({ x, y: 64, z, passengers: [villager] }) : villager);
    counts.villagers++;
  }
  if (rnd() < 0.1) {
    entities.push(moddedTraderEntity({ id: 'mca:villager', x: chunkX * 16, y: 64, z: chunkZ * 16 }));
    counts.modded++;
  }
  return entities;
}

/** Writes the world (or reuses one written before with the same settings); returns its manifest. */
export async function generateWorld(dir: string, targetMb: number): Promise<Manifest> {
  const manifestFile = join(dir, 'bench-manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.version === GENERATOR_VERSION && manifest.targetMb === targetMb) return manifest;
  }
  const started = performance.now();
  mkdirSync(join(dir, 'region'), { recursive: true });
  writeFileSync(join(dir, 'level.dat'), await buildLevelDat({ levelName: 'Bench World' }));
  const rnd = random(42);

  const templates: Uint8Array[] = [];
  let templateBytes = 0;
  for (let i = 0; i < FILLER_TEMPLATES; i++) {
    const payload = compressChunk(buildChunkNbt(i * 7, i * 3, [], { filler: true, seed: 1000 + i }));
    templates.push(payload);
    templateBytes += payload.length;
  }
  // Full regions of 1024 chunks (whole sectors each), in a square around the origin.
  const perRegion = (templateBytes / FILLER_TEMPLATES + 4) * 1024 * 1.1;
  const regionCount = Math.max(4, Math.ceil((targetMb * 1024 * 1024) / perRegion));
  const side = Math.ceil(Math.sqrt(regionCount));
  const villagerSpots = new Set<number>();
  while (villagerSpots.size < Math.min(VILLAGER_CHUNKS, regionCount * 1024)) {
    villagerSpots.add(Math.floor(rnd() * regionCount * 1024));
  }

  const counts = { villagers: 0, modded: 0 };
  const manifest: Manifest = {
    version: GENERATOR_VERSION,
    targetMb,
    regionFiles: [],
    regionBytes: 0,
    villagers: 0,
    modded: 0,
  };
  for (let r = 0; manifest.regionBytes < targetMb * 1024 * 1024 || r < regionCount; r++) {
    const regionX = (r % side) - (side >> 1);
    const regionZ = Math.floor(r / side) - (side >> 1);
    const chunks: StoredChunk[] = [];
    for (let index = 0; index < 1024; index++) {
      const x = index & 31;
      const z = index >> 5;
      if (villagerSpots.has(r * 1024 + index)) {
        const chunkX = regionX * 32 + x;
        const chunkZ = regionZ * 32 + z;
        const entities = villagerChunk(chunkX, chunkZ, rnd, counts);
        chunks.push({
          x,
          z,
          payload: compressChunk(buildChunkNbt(chunkX, chunkZ, entities, { filler: true })),
        });
      } else {
        chunks.push({ x, z, payload: templates[Math.floor(rnd() * FILLER_TEMPLATES)] });
      }
    }
    const file = `r.${regionX}.${regionZ}.mca`;
    const bytes = assembleRegion(chunks);
    writeFileSync(join(dir, 'region', file), bytes);
    manifest.regionFiles.push(file);
    manifest.regionBytes += bytes.length;
  }
  manifest.villagers = counts.villagers;
  manifest.modded = counts.modded;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  process.stdout.write(
    `Generated ${manifest.regionFiles.length} region files, ${mb(manifest.regionBytes).toFixed(1)} MB, ` +
      `${counts.villagers} villagers in ${villagerSpots.size} chunks, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return manifest;
}
