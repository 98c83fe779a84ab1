import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { type Enchantment, TRADE_DEFAULTS, type VillagerItem } from '@tradehall/contracts';
import { enchantmentChoices, type ItemTypeKeyword } from '@tradehall/domain';
import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { AddTradeInput, AddTradeValues } from '../add-trade-schema';
import { withCurrent } from '../filters';
import { enchantmentSummary } from '../trade-draft';
import { EnchantmentModal } from './EnchantmentModal';

type AmountField = 'cost_amount1' | 'cost_amount2' | 'sell_amount';

interface TradeItemInputsProps {
  form: UseFormReturn<AddTradeInput, unknown, AddTradeValues>;
  villagerType: string;
  villagerItems: readonly VillagerItem[];
  enchantments: readonly Enchantment[];
  itemTypeMap: readonly ItemTypeKeyword[];
}

/** Cost Item 1 and 2, Sell Item with their amounts, and the sell item's enchantments (the modal). */
export function TradeItemInputs({
  form,
  villagerType,
  villagerItems,
  enchantments,
  itemTypeMap,
}: TradeItemInputsProps) {
  const [choosing, setChoosing] = useState(false);
  const [costItem1, costItem2, sellItem, chosen] = form.watch([
    'cost_item1',
    'cost_item2',
    'sell_item',
    'enchantments',
  ]);
  // The form holds the schema's input type (levels not yet coerced); the modal and summary read numbers.
  const chosenList = (chosen ?? []).map(({ name, level }) => ({ name, level: Number(level) }));
  const ownItems = villagerItems.filter((item) => item.villager === villagerType);
  const costItems = ownItems.filter((item) => item.trade_type === 'cost').map((item) => item.item);
  const sellItems = ownItems.filter((item) => item.trade_type === 'sell').map((item) => item.item);
  const choices = useMemo(
    () => enchantmentChoices(sellItem ?? '', enchantments, itemTypeMap),
    [sellItem, enchantments, itemTypeMap],
  );
  const maxLevels = useMemo(
    () => new Map(enchantments.map((enchantment) => [enchantment.name.toLowerCase(), enchantment.maxlevel])),
    [enchantments],
  );

  const itemOptions = (options: readonly string[], current: string | undefined, none: string) => [
    { value: '', label: none },
    ...withCurrent(options, current ?? ''),
  ];
  const { errors } = form.formState;
  const amountInput = (field: AmountField, label: string) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <NumberInput
          label={label}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          clampBehavior="strict"
          ref={ref}
          error={errors[field]?.message}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={onChange}
          // An emptied amount goes back to its default (1, 0, 1).
          onBlur={() => {
            if (value === '') onChange(TRADE_DEFAULTS[field]);
            onBlur();
          }}
        />
      )}
    />
  );

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Group grow align="flex-end" gap="xs">
          <NativeSelect
            label="Cost Item 1"
            data={itemOptions(costItems, costItem1, 'Select an item')}
            {...form.register('cost_item1')}
          />
          {amountInput('cost_amount1', 'Amount 1')}
        </Group>
        <Group grow align="flex-end" gap="xs">
          <NativeSelect
            label="Cost Item 2"
            data={itemOptions(costItems, costItem2, 'None')}
            {...form.register('cost_item2')}
          />
          {amountInput('cost_amount2', 'Amount 2')}
        </Group>
        <Group grow align="flex-end" gap="xs">
          <NativeSelect
            label="Sell Item"
            data={itemOptions(sellItems, sellItem, 'Select an item')}
            // SPEC §4: another sell item clears the chosen enchantments.
            {...form.register('sell_item', { onChange: () => form.setValue('enchantments', []) })}
          />
          {amountInput('sell_amount', 'Sell Amount')}
        </Group>
      </SimpleGrid>
      <Group gap="sm" align="center">
        <Text size="sm">
          Enchantments:{' '}
          <span data-testid="add-trade-enchantments">{enchantmentSummary(chosenList) || 'none'}</span>
        </Text>
        <Button size="xs" variant="light" disabled={!sellItem} onClick={() => setChoosing(true)}>
          Choose Enchantments
        </Button>
      </Group>
      <EnchantmentModal
        opened={choosing}
        itemName={sellItem ?? ''}
        choices={choices}
        maxLevelOf={(name) => maxLevels.get(name.toLowerCase())}
        initial={chosenList}
        onSave={(picked) => {
          form.setValue('enchantments', picked);
          setChoosing(false);
        }}
        onClose={() => setChoosing(false)}
      />
    </>
  );
}
