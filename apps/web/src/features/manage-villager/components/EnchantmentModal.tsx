import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { levelNumeral } from '@tradehall/domain';
import { useMemo, useState } from 'react';
import type { ChosenEnchantment } from '../trade-draft';

/** What the modal needs of an enchantment. */
export interface EnchantmentChoice {
  name: string;
  maxlevel: number;
}

interface EnchantmentModalProps {
  opened: boolean;
  /** The sell item whose enchantments are edited. */
  itemName: string;
  /** The enchantments valid for that item (SPEC §5). */
  choices: readonly EnchantmentChoice[];
  /** Max level of any enchantment by name, for chosen ones that are not among the choices. */
  maxLevelOf: (name: string) => number | undefined;
  initial: readonly ChosenEnchantment[];
  onSave: (chosen: ChosenEnchantment[]) => void;
  onClose: () => void;
}

/** The enchantment modal (SPEC §2): the left list toggles, the right list sets levels; Cancel, Save Changes. */
export function EnchantmentModal({ opened, itemName, onClose, ...pickerProps }: EnchantmentModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Enchantments: ${itemName}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <EnchantmentPicker {...pickerProps} onClose={onClose} />}
    </Modal>
  );
}

type PickerProps = Omit<EnchantmentModalProps, 'opened' | 'itemName'>;

function EnchantmentPicker({ choices, maxLevelOf, initial, onSave, onClose }: PickerProps) {
  const [chosen, setChosen] = useState<ChosenEnchantment[]>(() => initial.map((entry) => ({ ...entry })));
  const [filter, setFilter] = useState('');

  const isChosen = (name: string) => chosen.some((entry) => sameName(entry.name, name));
  const levelsOf = (name: string, level: number) => {
    const max = Math.max(maxLevelOf(name) ?? level, level, 1);
    return Array.from({ length: max }, (_, index) => ({
      value: String(index + 1),
      label: levelNumeral(index + 1),
    }));
  };

  // Chosen enchantments the item does not take (its sell item changed) stay listed so they can be removed.
  const listed = useMemo(() => {
    const extra = initial
      .filter((entry) => !choices.some((choice) => sameName(choice.name, entry.name)))
      .map((entry) => ({ name: entry.name, maxlevel: maxLevelOf(entry.name) ?? entry.level }));
    const needle = filter.trim().toLowerCase();
    return [...extra, ...choices].filter((choice) => choice.name.toLowerCase().includes(needle));
  }, [choices, initial, filter, maxLevelOf]);

  function toggle(name: string) {
    setChosen((current) =>
      current.some((entry) => sameName(entry.name, name))
        ? current.filter((entry) => !sameName(entry.name, name))
        : [...current, { name, level: 1 }],
    );
  }

  function setLevel(name: string, level: number) {
    setChosen((current) =>
      current.map((entry) => (sameName(entry.name, name) ? { ...entry, level } : entry)),
    );
  }

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="xs" role="group" aria-label="Available enchantments">
          <Title order={4}>Available</Title>
          <TextInput
            label="Filter enchantments"
            size="xs"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
          <ScrollArea h={340} type="auto">
            <Stack gap={6} pr="sm">
              {listed.length === 0 && (
                <Text size="sm" c="dimmed">
                  No enchantments fit this item.
                </Text>
              )}
              {listed.map((choice) => (
                <Checkbox
                  key={choice.name}
                  size="xs"
                  label={`${choice.name} (max ${levelNumeral(choice.maxlevel)})`}
                  checked={isChosen(choice.name)}
                  onChange={() => toggle(choice.name)}
                />
              ))}
            </Stack>
          </ScrollArea>
        </Stack>
        <Stack gap="xs" role="group" aria-label="Selected enchantments">
          <Title order={4}>Selected</Title>
          {chosen.length === 0 && (
            <Text size="sm" c="dimmed">
              None selected.
            </Text>
          )}
          {chosen.map((entry) => (
            <Group key={entry.name} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">{entry.name}</Text>
              <NativeSelect
                size="xs"
                w={80}
                aria-label={`Level of ${entry.name}`}
                value={String(entry.level)}
                data={levelsOf(entry.name, entry.level)}
                onChange={(event) => setLevel(entry.name, Number(event.currentTarget.value))}
              />
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => onSave(chosen)}>Save Changes</Button>
      </Group>
    </Stack>
  );
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
