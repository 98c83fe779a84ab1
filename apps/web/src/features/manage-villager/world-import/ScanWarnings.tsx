import { Alert, Stack, Text } from '@mantine/core';
import type { WorldScan } from '@tradehall/contracts';
import { timeAgo } from '../../../lib/relative-time';

const MAX_LISTED = 50;

/** 'World "Canz" (Minecraft 1.12.2): 12 villagers with 40 offers in 2 towns and 3 locations, read in 1.2 s.' */
export function ScanSummary({ scan }: { scan: WorldScan }) {
  const { world, summary } = scan;
  const version = world.version === 'unknown' ? 'an unknown Minecraft version' : `Minecraft ${world.version}`;
  return (
    <Text size="sm" role="status">
      World "{world.name}" ({version}): {summary.villagers} villager{summary.villagers === 1 ? '' : 's'} with{' '}
      {summary.offers} offer{summary.offers === 1 ? '' : 's'} in {summary.towns} town
      {summary.towns === 1 ? '' : 's'} and {summary.locations} location{summary.locations === 1 ? '' : 's'},
      read in {summary.seconds} s.
      {world.version === 'unknown' && ' The save has no DataVersion: it was scanned as a 1.12 world.'}
      {scan.gone.length > 0 &&
        ` ${scan.gone.length} villager${scan.gone.length === 1 ? '' : 's'} with trades on the server ${scan.gone.length === 1 ? 'is' : 'are'} gone from the world.`}
      {summary.last_scan_at !== null &&
        ` ${rescanSentence(summary.changed_chunks, summary.chunks, summary.last_scan_at)}`}
    </Text>
  );
}

/** '312 of 7,845 chunks changed since your last scan (2 days ago).' */
export function rescanSentence(
  changed: number,
  chunks: number,
  lastScanAt: string,
  now = Date.now(),
): string {
  const count = (n: number) => n.toLocaleString('en');
  const ago = timeAgo(Date.parse(lastScanAt), now);
  return `${count(changed)} of ${count(chunks)} chunk${chunks === 1 ? '' : 's'} changed since your last scan (${ago}).`;
}

function Listing({ title, lines, note }: { title: string; lines: readonly string[]; note: string }) {
  if (lines.length === 0) return null;
  const shown = lines.slice(0, MAX_LISTED);
  return (
    <section aria-label={title}>
      <Text size="sm" fw={600}>
        {title} ({lines.length})
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
      <ul style={{ margin: '2px 0 0', paddingInlineStart: 20, fontSize: 13 }}>
        {shown.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {lines.length > shown.length && <li>and {lines.length - shown.length} more</li>}
      </ul>
    </section>
  );
}

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/** Unknown enchantments and items, villagers of other mods, and chunks that could not be read. */
export function ScanWarnings({ scan }: { scan: WorldScan }) {
  const { summary } = scan;
  const enchantments = summary.unknown_enchantments.map(
    (e) => `${e.mcid ?? 'no registry id'} (numeric id ${e.numeric_id}): ${times(e.count)}`,
  );
  const items = summary.unknown_items.map((item) => `${item.id}: ${times(item.count)}`);
  const modded = summary.modded_villagers.map((v) => `${v.id}: ${v.count}`);
  const chunks = summary.skipped_chunks.map((c) => `${c.region}, chunk ${c.x}, ${c.z}: ${c.reason}`);
  if (enchantments.length + items.length + modded.length + chunks.length === 0) return null;
  return (
    <Alert color="yellow" title="Warnings" role="region" aria-label="Warnings">
      <Stack gap="xs">
        <Listing
          title="Unknown enchantments"
          lines={enchantments}
          note="Offers with these are skipped unless unknown enchantments are added."
        />
        <Listing title="Unknown items" lines={items} note="Kept by their registry id as the item's name." />
        <Listing
          title="Modded villagers"
          lines={modded}
          note="Traders of other mods are counted, not imported; a modded profession becomes its own villager type."
        />
        <Listing
          title="Skipped chunks"
          lines={chunks}
          note="These could not be read; the rest of the world was scanned."
        />
      </Stack>
    </Alert>
  );
}
