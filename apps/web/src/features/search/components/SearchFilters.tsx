import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import type { Location, Town } from '@tradehall/contracts';
import { type FormEvent, useId } from 'react';
import { ALL, type SearchCriteria } from '../search-criteria';

interface SearchFiltersProps {
  criteria: SearchCriteria;
  towns: readonly Town[];
  locations: readonly Location[];
  villagerTypes: readonly string[];
  /** Offered as the text is typed: the enchantment names. */
  suggestions: readonly string[];
  onChange: (criteria: SearchCriteria) => void;
  onSearch: () => void;
}

function withAll(label: string, options: readonly { value: string; label: string }[]) {
  return [{ value: ALL, label }, ...options];
}

/** Town → Location → Villager Type, the text field (Enter searches), 'Only with Enchantments' and Search. */
export function SearchFilters({
  criteria,
  towns,
  locations,
  villagerTypes,
  suggestions,
  onChange,
  onSearch,
}: SearchFiltersProps) {
  const suggestionsId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }

  return (
    <form onSubmit={submit} aria-label="Trade search">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Town"
          w={180}
          value={criteria.townId}
          data={withAll(
            'All Towns',
            towns.map((town) => ({ value: String(town.id), label: town.name })),
          )}
          // A new town has other locations: the location goes back to All Locations.
          onChange={(event) => onChange({ ...criteria, townId: event.currentTarget.value, location: ALL })}
        />
        <NativeSelect
          label="Location"
          w={180}
          value={criteria.location}
          disabled={criteria.townId === ALL}
          data={withAll(
            'All Locations',
            locations.map((location) => ({ value: location.name, label: location.name })),
          )}
          onChange={(event) => onChange({ ...criteria, location: event.currentTarget.value })}
        />
        <NativeSelect
          label="Villager Type"
          w={180}
          value={criteria.villagerType}
          data={withAll(
            'All Villager Types',
            villagerTypes.map((type) => ({ value: type, label: type })),
          )}
          onChange={(event) => onChange({ ...criteria, villagerType: event.currentTarget.value })}
        />
        <TextInput
          label="Search text"
          placeholder="Item, villager or enchantment"
          w={260}
          value={criteria.text}
          list={suggestionsId}
          autoComplete="off"
          onChange={(event) => onChange({ ...criteria, text: event.currentTarget.value })}
        />
        <datalist id={suggestionsId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Button type="submit">Search</Button>
      </Group>
      <Checkbox
        mt="sm"
        label="Only with Enchantments"
        checked={criteria.onlyEnchanted}
        onChange={(event) => onChange({ ...criteria, onlyEnchanted: event.currentTarget.checked })}
      />
    </form>
  );
}
