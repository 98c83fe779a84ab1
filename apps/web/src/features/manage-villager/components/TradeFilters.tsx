import { Button, Group, NativeSelect } from '@mantine/core';
import { type Location, ROWS, type Town } from '@tradehall/contracts';
import type { FormEvent } from 'react';
import { type FilterValues, NUM_OPTIONS, withCurrent, withTown } from '../filters';

interface TradeFiltersProps {
  values: FilterValues;
  towns: readonly Town[];
  locations: readonly Location[];
  villagerTypes: readonly string[];
  searching: boolean;
  onChange: (values: FilterValues) => void;
  onSearch: () => void;
}

/** Town, Villager Type (disabled until a town is chosen), Location, Row (A-Z), Num (1-20 or All), Search. */
export function TradeFilters({
  values,
  towns,
  locations,
  villagerTypes,
  searching,
  onChange,
  onSearch,
}: TradeFiltersProps) {
  const set = (field: keyof FilterValues, value: string) => onChange({ ...values, [field]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  return (
    <form onSubmit={submit} aria-label="Trade filters" noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Town"
          w={180}
          value={values.townId}
          data={[
            { value: '', label: 'Select a town' },
            ...towns.map((town) => ({ value: String(town.id), label: town.name })),
          ]}
          onChange={(event) => onChange(withTown(event.currentTarget.value))}
        />
        <NativeSelect
          label="Villager Type"
          w={170}
          value={values.villagerType}
          disabled={values.townId === ''}
          data={[{ value: '', label: 'All Villager Types' }, ...villagerTypes]}
          onChange={(event) => set('villagerType', event.currentTarget.value)}
        />
        <NativeSelect
          label="Location"
          w={170}
          value={values.location}
          disabled={values.townId === ''}
          data={[
            { value: '', label: 'All Locations' },
            ...withCurrent(
              locations.map((location) => location.name),
              values.location,
            ),
          ]}
          onChange={(event) => set('location', event.currentTarget.value)}
        />
        <NativeSelect
          label="Row"
          w={90}
          value={values.row}
          data={[{ value: '', label: 'All' }, ...ROWS]}
          onChange={(event) => set('row', event.currentTarget.value)}
        />
        <NativeSelect
          label="Num"
          w={90}
          value={values.num}
          data={[{ value: '', label: 'All' }, ...NUM_OPTIONS]}
          onChange={(event) => set('num', event.currentTarget.value)}
        />
        <Button type="submit" loading={searching}>
          Search
        </Button>
      </Group>
    </form>
  );
}
