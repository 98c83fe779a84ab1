import type { ApplyWorldScanResult, WorldScan } from '@tradehall/contracts';

const plural = (count: number, noun: string, nouns = `${noun}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? noun : nouns}`;

/** A scan in a few lines of text, for the command line: what was found, the statuses and the warnings. */
export function describeScan(scan: WorldScan): string {
  const { world, summary } = scan;
  const statuses = { new: 0, changed: 0, unchanged: 0 };
  for (const villager of scan.villagers) statuses[villager.status]++;
  const lines = [
    `World '${world.name}' (Minecraft ${world.version}${world.data_version === null ? '' : `, data version ${world.data_version}`}), scanned in ${summary.seconds} s`,
    `${plural(summary.villagers, 'villager')} with ${plural(summary.offers, 'offer')} in ${plural(summary.towns, 'town')}, ${plural(summary.locations, 'location')}`,
    `  new ${statuses.new}, changed ${statuses.changed}, unchanged ${statuses.unchanged}; gone from the world: ${scan.gone.length}`,
  ];
  if (summary.last_scan_at !== null) {
    lines.push(
      `  ${summary.changed_chunks.toLocaleString('en')} of ${plural(summary.chunks, 'chunk')} changed since the last scan (${summary.last_scan_at})`,
    );
  }
  const warn = (title: string, items: string[]) => {
    if (items.length === 0) return;
    lines.push(`${title}:`);
    for (const item of items.slice(0, 20)) lines.push(`  ${item}`);
    if (items.length > 20) lines.push(`  … and ${items.length - 20} more`);
  };
  warn(
    'Unknown enchantments (their offers are skipped unless added)',
    summary.unknown_enchantments.map((e) => `${e.mcid ?? '(no registry id)'} #${e.numeric_id}: ${e.count}`),
  );
  warn(
    'Unknown items (kept by registry id)',
    summary.unknown_items.map((i) => `${i.id}: ${i.count}`),
  );
  warn(
    'Villagers of other mods',
    summary.modded_villagers.map((v) => `${v.id}: ${v.count}`),
  );
  warn(
    'Chunks that could not be read (skipped)',
    summary.skipped_chunks.map((c) => `${c.region} chunk ${c.x},${c.z}: ${c.reason}`),
  );
  lines.push(`Scan ${scan.id} (kept 24 hours)`);
  return `${lines.join('\n')}\n`;
}

export function describeApply(result: ApplyWorldScanResult): string {
  return `Applied: ${plural(result.created, 'trade')} created, ${result.updated} updated, ${result.unchanged} unchanged, ${result.removed} removed, ${result.skipped} skipped.\n`;
}
