import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ADDED_FIELDS,
  ADDED_TRADE_FIELDS,
  type Enchantment,
  ROWS,
  type VillagerItem,
} from '@tradehall/contracts';
import type { ItemTypeKeyword } from '@tradehall/domain';
import { useId } from 'react';
import { NUM_OPTIONS } from '../filters';
import { MESSAGES } from '../messages';
import { type AddTradeContext, useAddTradeForm } from '../use-add-trade-form';
import { StatusMessage } from './StatusMessage';
import { TradeItemInputs } from './TradeItemInputs';

interface AddTradeFormProps extends AddTradeContext {
  locations: readonly string[];
  villagerItems: readonly VillagerItem[];
  enchantments: readonly Enchantment[];
  itemTypeMap: readonly ItemTypeKeyword[];
}

/**
 * Add New Trade (SPEC §2): disabled, with a hint, until a town and a villager type are chosen in the filters.
 * Item choices come from the villager type's reference items; enchantment choices from the sell item. The values
 * are checked by the API's trade schema before they are sent.
 */
export function AddTradeForm({
  locations,
  villagerItems,
  enchantments,
  itemTypeMap,
  ...context
}: AddTradeFormProps) {
  const state = useAddTradeForm(context);
  const { form, ready } = state;
  const { town, villagerType } = context;
  const locationListId = useId();
  const { errors } = form.formState;

  return (
    <Paper component="section" aria-label="Add New Trade" withBorder p="md" radius="md">
      <form onSubmit={state.submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Add New Trade
          </Title>
          {!ready && (
            <Text size="sm" c="dimmed" data-testid="add-trade-hint">
              {town
                ? MESSAGES.specificVillagerTypeRequired
                : 'Select a town and a specific Villager Type in the filters above to add a trade.'}
            </Text>
          )}
          <fieldset disabled={!ready} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              <Text size="sm">
                Town: <b>{town?.name ?? '—'}</b> · Villager Type: <b>{villagerType || '—'}</b>
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }} maw={520}>
                <TextInput
                  label="Location"
                  list={locationListId}
                  error={errors.location?.message}
                  {...form.register('location')}
                />
                <NativeSelect label="Row" data={ROWS} {...form.register('row')} />
                <NativeSelect label="Num" data={[...NUM_OPTIONS]} {...form.register('num')} />
              </SimpleGrid>
              <datalist id={locationListId}>
                {locations.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
              <TradeItemInputs
                form={form}
                villagerType={villagerType}
                villagerItems={villagerItems}
                enchantments={enchantments}
                itemTypeMap={itemTypeMap}
              />
              {ADDED_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  label={ADDED_TRADE_FIELDS[field].label}
                  placeholder={ADDED_TRADE_FIELDS[field].example}
                  maw={520}
                  maxLength={ADDED_TRADE_FIELDS[field].max}
                  error={errors[field]?.message}
                  {...form.register(field)}
                />
              ))}
              <Group gap="sm">
                <Button type="submit" loading={state.adding}>
                  Add Trade
                </Button>
                <Button
                  variant="default"
                  disabled={!form.watch('sell_item')}
                  loading={state.applyingTemplate}
                  onClick={state.applyTemplate}
                >
                  Use Average Price
                </Button>
              </Group>
            </Stack>
          </fieldset>
          <StatusMessage feedback={state.feedback} />
        </Stack>
      </form>
    </Paper>
  );
}
