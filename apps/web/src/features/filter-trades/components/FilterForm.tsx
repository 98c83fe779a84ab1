import { Alert, Button, Checkbox, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { FILTER_ENCHANTMENTS_LOAD_ERROR, FILTER_TOWNS_LOAD_ERROR, SPEC_CURSES } from '@tradehall/contracts';
import { removableEnchantmentOptions } from '@tradehall/domain';
import { type FormEvent, useMemo } from 'react';
import { useEnchantments } from '../../../entities/enchantments';
import { useTowns } from '../../../entities/towns';
import type { FilterSelection } from '../use-filter-screen';

interface FilterFormProps {
  serverId: number | null;
  selection: FilterSelection;
  onChange: (changes: Partial<FilterSelection>) => void;
  onSubmit: () => void;
  running: boolean;
}

const CURSE_OPTIONS = [...SPEC_CURSES];

/** Keep Curses, Filter by Town, Remove Enchantments and Apply Strategy, with the lists' load errors. */
export function FilterForm({ serverId, selection, onChange, onSubmit, running }: FilterFormProps) {
  const enchantments = useEnchantments();
  const towns = useTowns(serverId);
  const removable = useMemo(() => removableEnchantmentOptions(enchantments.data ?? []), [enchantments.data]);
  const townNames = useMemo(() => (towns.data ?? []).map((town) => town.name), [towns.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Filter strategy">
      <Stack gap="sm">
        {enchantments.isError && (
          <Alert color="red" role="alert">
            {FILTER_ENCHANTMENTS_LOAD_ERROR}
          </Alert>
        )}
        {towns.isError && (
          <Alert color="red" role="alert">
            {FILTER_TOWNS_LOAD_ERROR}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <MultiSelect
            label="Keep Curses"
            description="Curses that count like any other enchantment"
            data={CURSE_OPTIONS}
            value={selection.curses}
            onChange={(curses) => onChange({ curses })}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage="No curse matches"
          />
          <MultiSelect
            label="Filter by Town"
            description="Towns of the current server to look at"
            data={townNames}
            value={selection.towns}
            onChange={(chosen) => onChange({ towns: chosen })}
            placeholder={towns.isPending && serverId !== null ? 'Loading towns...' : undefined}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={serverId === null ? 'Select a server first' : 'No town matches'}
          />
          <MultiSelect
            label="Remove Enchantments"
            description="Enchantments you do not need: they never count"
            data={removable}
            value={selection.ignored}
            onChange={(ignored) => onChange({ ignored })}
            placeholder={enchantments.isPending ? 'Loading enchantments...' : undefined}
            searchable
            clearable
            hidePickedOptions
            limit={200}
            nothingFoundMessage="No enchantment matches"
          />
        </SimpleGrid>
        <Checkbox
          label="Count enchanted gear too"
          description="Off: only Enchanted Book trades count as places to buy an enchantment"
          checked={selection.countGear}
          onChange={(event) => onChange({ countGear: event.currentTarget.checked })}
        />
        <Group>
          <Button type="submit" loading={running}>
            Apply Strategy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
