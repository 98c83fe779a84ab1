import { Button, Group, NativeSelect, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import type { ProposedLocation } from './locations';

interface ProposedLocationsProps {
  locations: readonly ProposedLocation[];
  /** Move every villager of `from` to `town` / `location`: a rename, or a merge when that location is listed. */
  onMove: (from: ProposedLocation, town: string, location: string) => void;
}

const nameOf = (place: { town: string; location: string }) => `${place.town} / ${place.location}`;

/**
 * The locations the villagers go to, each renamed in place (Enter or leaving the field) or merged into another
 * before Apply: a natural village often comes out as several small halls.
 */
export function ProposedLocations({ locations, onMove }: ProposedLocationsProps) {
  if (locations.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="world-import-locations" withBorder p="sm">
      <Title order={3} size="h5" id="world-import-locations">
        Proposed locations
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        Rename a location here, or merge it into another: its villagers keep their slots where those are free
        and take the next free ones otherwise.
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Proposed locations" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Town</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Villagers</Table.Th>
              <Table.Th>Merge into</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locations.map((place) => (
              <LocationRow key={nameOf(place)} place={place} others={locations} onMove={onMove} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function LocationRow({
  place,
  others,
  onMove,
}: {
  place: ProposedLocation;
  others: readonly ProposedLocation[];
  onMove: ProposedLocationsProps['onMove'];
}) {
  const name = nameOf(place);
  const [draft, setDraft] = useState(place.location);
  const targets = others.filter((other) => other !== place);
  const [target, setTarget] = useState('');

  function rename() {
    if (draft.trim() === '') setDraft(place.location);
    else if (draft.trim() !== place.location) onMove(place, place.town, draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      rename();
    } else if (event.key === 'Escape') {
      setDraft(place.location);
    }
  }

  function merge() {
    const into = targets.find((other) => nameOf(other) === target);
    if (into) onMove(place, into.town, into.location);
  }

  return (
    <Table.Tr>
      <Table.Td>{place.town}</Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          w={180}
          aria-label={`Name of ${name}`}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={rename}
          onKeyDown={onKeyDown}
        />
      </Table.Td>
      <Table.Td>{place.villagers}</Table.Td>
      <Table.Td>
        {targets.length > 0 ? (
          <Group gap="xs" wrap="nowrap">
            <NativeSelect
              size="xs"
              w={200}
              aria-label={`Merge ${name} into`}
              value={target}
              data={[{ value: '', label: 'Choose a location' }, ...targets.map((other) => nameOf(other))]}
              onChange={(event) => setTarget(event.currentTarget.value)}
            />
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Merge ${name}`}
              disabled={target === ''}
              onClick={merge}
            >
              Merge
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            The only location
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
