import { Group, Select, TextInput } from '@mantine/core';
import type { BaubleFilters } from '../bauble-filters';
import { slotLabel } from '../slot-labels';

interface BaubleFilterBarProps {
  filters: BaubleFilters;
  types: readonly string[];
  tags: readonly string[];
  onChange: (filters: BaubleFilters) => void;
}

/** Search box (name contains, any case), type filter and tag filter; they combine. */
export function BaubleFilterBar({ filters, types, tags, onChange }: BaubleFilterBarProps) {
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Search"
        placeholder="Bauble name"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
        w={240}
      />
      <Select
        label="Type"
        placeholder="All types"
        data={types.map((type) => ({ value: type, label: slotLabel(type) }))}
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type })}
        clearable
        w={200}
      />
      <Select
        label="Tag"
        placeholder="All tags"
        data={[...tags]}
        value={filters.tag}
        onChange={(tag) => onChange({ ...filters, tag })}
        clearable
        w={180}
      />
    </Group>
  );
}
