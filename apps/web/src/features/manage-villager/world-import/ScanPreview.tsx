import { Stack } from '@mantine/core';
import type { Town, WorldScan, WorldScanVillager } from '@tradehall/contracts';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSession } from '../../../entities/session';
import { compareNatural } from '../../../lib/natural-sort';
import { can } from '../../../lib/permissions';
import { ApplySection } from './ApplySection';
import { useApplyWorldScan } from './api';
import { townColours, villagerTitle } from './geometry';
import { importedLocations, moveLocation, type ProposedLocation, proposedLocations } from './locations';
import { PlacementMaps } from './PlacementMaps';
import { ProposedLocations } from './ProposedLocations';
import { placementMaps } from './placement';
import {
  buildApplyRequest,
  draftOf,
  estimateApply,
  groupVillagers,
  type ImportChoices,
  NO_CHOICES,
  sharedSlots,
  slotOf,
} from './plan';
import { ScanSummary, ScanWarnings } from './ScanWarnings';
import { rowIdOf, type SlotField } from './VillagerRow';
import { VillagerTables } from './VillagerTables';
import { WorldMaps } from './WorldMap';

interface ScanPreviewProps {
  serverId: number;
  scan: WorldScan;
  towns: readonly Town[];
}

/** One scan: summary, warnings, the world map, the proposed placement's hall maps, tables, and Apply. Its choices live as long as the scan is shown. */
export function ScanPreview({ serverId, scan, towns }: ScanPreviewProps) {
  const { role, servers } = useSession();
  const serverName = servers.find((server) => server.id === serverId)?.name ?? null;
  const mayAddEnchantments = can(role, 'references.edit');
  const [choices, setChoices] = useState<ImportChoices>(NO_CHOICES);
  const [problems, setProblems] = useState<string[]>([]);
  const [importedTo, setImportedTo] = useState<ProposedLocation[]>([]);
  const apply = useApplyWorldScan(serverId);

  const groups = useMemo(() => groupVillagers(scan), [scan]);
  const colours = useMemo(() => townColours(scan.villagers.map((v) => v.proposed.town)), [scan]);
  const townNames = useMemo(
    () =>
      [...new Set([...towns.map((t) => t.name), ...scan.villagers.map((v) => v.proposed.town)])].sort(
        (a, b) => compareNatural(a, b),
      ),
    [towns, scan],
  );
  const effective = useMemo(
    () => (mayAddEnchantments ? choices : { ...choices, addUnknownEnchantments: false }),
    [choices, mayAddEnchantments],
  );
  const estimate = useMemo(() => estimateApply(scan, effective), [scan, effective]);
  const byUuid = useMemo(() => new Map(scan.villagers.map((v) => [v.uuid, v] as const)), [scan]);
  const clashes = useMemo(
    () =>
      sharedSlots(scan, choices).map((uuids) =>
        uuids.map((uuid) => {
          const villager = byUuid.get(uuid)!;
          const slot = slotOf(villager, choices);
          return `${villagerTitle(villager)} (${slot.town} / ${slot.location} ${slot.row}${slot.num})`;
        }),
      ),
    [scan, choices, byUuid],
  );

  const onToggleSkip = useCallback((uuid: string) => {
    setChoices((current) => {
      const skip = new Set(current.skip);
      if (skip.has(uuid)) skip.delete(uuid);
      else skip.add(uuid);
      return { ...current, skip };
    });
  }, []);

  const onSlotChange = useCallback((villager: WorldScanVillager, field: SlotField, value: string) => {
    setChoices((current) => {
      const slots = new Map(current.slots);
      const slot = slots.get(villager.uuid) ?? draftOf(villager.proposed);
      slots.set(villager.uuid, { ...slot, [field]: value });
      return { ...current, slots };
    });
  }, []);

  const locations = useMemo(() => proposedLocations(scan, choices), [scan, choices]);
  const onMoveLocation = useCallback(
    (from: ProposedLocation, town: string, location: string) =>
      setChoices((current) => moveLocation(scan, current, from, town, location)),
    [scan],
  );

  const slotOfVillager = useCallback((villager: WorldScanVillager) => slotOf(villager, choices), [choices]);
  // The maps follow the slot inputs a moment later, so typing a town name stays smooth on a large scan.
  const placedChoices = useDeferredValue(choices);
  const placement = useMemo(() => placementMaps(scan, placedChoices), [scan, placedChoices]);

  const onPick = useCallback((uuid: string) => {
    const row = document.getElementById(rowIdOf(uuid));
    row?.scrollIntoView({ block: 'center' });
    row?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, []);

  function onApply() {
    const built = buildApplyRequest(scan, effective, villagerTitle);
    if (!built.ok) {
      setProblems(built.problems);
      return;
    }
    setProblems([]);
    setImportedTo(importedLocations(scan, effective));
    apply.mutate({ scanId: scan.id, body: built.body });
  }

  return (
    <Stack gap="md">
      <ScanSummary scan={scan} />
      <ScanWarnings scan={scan} />
      {scan.villagers.length > 0 && (
        <WorldMaps villagers={scan.villagers} slotOf={slotOfVillager} colours={colours} onPick={onPick} />
      )}
      {apply.data === undefined && <ProposedLocations locations={locations} onMove={onMoveLocation} />}
      {scan.villagers.length > 0 && <PlacementMaps maps={placement} onPick={onPick} />}
      <VillagerTables
        groups={groups}
        choices={choices}
        townNames={townNames}
        onToggleSkip={onToggleSkip}
        onSlotChange={onSlotChange}
      />
      <ApplySection
        estimate={estimate}
        addUnknownEnchantments={effective.addUnknownEnchantments}
        removeGone={choices.removeGone}
        mayAddEnchantments={mayAddEnchantments}
        unknownEnchantments={scan.summary.unknown_enchantments.length}
        goneVillagers={scan.gone.length}
        clashes={clashes}
        applying={apply.isPending}
        result={apply.data ?? null}
        serverName={serverName}
        importedTo={importedTo}
        error={apply.error}
        problems={problems}
        onAddUnknownEnchantments={(value) =>
          setChoices((current) => ({ ...current, addUnknownEnchantments: value }))
        }
        onRemoveGone={(value) => setChoices((current) => ({ ...current, removeGone: value }))}
        onApply={onApply}
      />
    </Stack>
  );
}
