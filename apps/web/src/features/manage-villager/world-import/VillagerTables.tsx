import { Stack, Table, Text, Title } from '@mantine/core';
import type { WorldScanVillager } from '@tradehall/contracts';
import { useId } from 'react';
import type { ImportChoices, VillagerGroup } from './plan';
import { GoneRow, type SlotField, VillagerRow } from './VillagerRow';

interface VillagerTablesProps {
  groups: readonly VillagerGroup[];
  choices: ImportChoices;
  /** Town names for the town inputs' suggestions (the server's and the proposed ones). */
  townNames: readonly string[];
  onToggleSkip: (uuid: string) => void;
  onSlotChange: (villager: WorldScanVillager, field: SlotField, value: string) => void;
}

/** A table per proposed town and location: each villager with its status, slot (editable) and offers. */
export function VillagerTables({
  groups,
  choices,
  townNames,
  onToggleSkip,
  onSlotChange,
}: VillagerTablesProps) {
  const townListId = useId();
  return (
    <Stack gap="md">
      <datalist id={townListId}>
        {townNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {groups.map((group) => {
        const name = `${group.town} / ${group.location}`;
        const count = group.villagers.length;
        return (
          <section key={name} aria-label={name}>
            <Title order={3} size="h5">
              {name}{' '}
              <Text span size="sm" c="dimmed">
                ({count} villager{count === 1 ? '' : 's'}
                {group.gone.length > 0 && `, ${group.gone.length} gone`})
              </Text>
            </Title>
            <Table.ScrollContainer minWidth={900}>
              <Table aria-label={`Villagers of ${name}`} verticalSpacing={4} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Skip</Table.Th>
                    <Table.Th>Villager</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Town</Table.Th>
                    <Table.Th>Location</Table.Th>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Num</Table.Th>
                    <Table.Th>Offers</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.villagers.map((villager) => (
                    <VillagerRow
                      key={villager.uuid}
                      villager={villager}
                      edited={choices.slots.get(villager.uuid)}
                      skipped={choices.skip.has(villager.uuid)}
                      townListId={townListId}
                      onToggleSkip={onToggleSkip}
                      onSlotChange={onSlotChange}
                    />
                  ))}
                  {group.gone.map((gone) => (
                    <GoneRow key={gone.uuid} gone={gone} removing={choices.removeGone} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </section>
        );
      })}
    </Stack>
  );
}
