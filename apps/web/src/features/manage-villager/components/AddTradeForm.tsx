import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Enchantment,
  type ItemTypeMapEntry,
  ROWS,
  type Town,
  TRADE_DEFAULTS,
  type VillagerItem,
} from '@tradehall/contracts';
import { enchantmentChoices } from '@tradehall/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ApiError, errorText } from '../../../lib/api';
import { useCreateTrade, useTradeTemplate } from '../api/trades-queries';
import { NUM_OPTIONS, withCurrent } from '../filters';
import { MESSAGES } from '../messages';
import { type ChosenEnchantment, describeTrade, enchantmentSummary } from '../trade-draft';
import { EnchantmentModal } from './EnchantmentModal';
import { type Feedback, StatusMessage } from './StatusMessage';

interface AddTradeFormProps {
  serverId: number | null;
  /** Town and villager type come from the main filters. */
  town: Town | null;
  villagerType: string;
  /** The filters' location, row and num prefill the new trade's villager. */
  filterLocation: string;
  filterRow: string;
  filterNum: string;
  locations: readonly string[];
  villagerItems: readonly VillagerItem[];
  enchantments: readonly Enchantment[];
  itemTypeMap: readonly ItemTypeMapEntry[];
}

type Amount = number | string;

interface ItemFields {
  cost_item1: string;
  cost_amount1: Amount;
  cost_item2: string;
  cost_amount2: Amount;
  sell_item: string;
  sell_amount: Amount;
  enchantments: ChosenEnchantment[];
}

const EMPTY_ITEMS: ItemFields = {
  cost_item1: '',
  cost_amount1: TRADE_DEFAULTS.cost_amount1,
  cost_item2: '',
  cost_amount2: TRADE_DEFAULTS.cost_amount2,
  sell_item: '',
  sell_amount: TRADE_DEFAULTS.sell_amount,
  enchantments: [],
};

function wholeAmount(value: Amount): number | null {
  const number = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  return Number.isInteger(number) && number >= 0 ? number : null;
}

/**
 * Add New Trade (SPEC §2): disabled, with a hint, until a town and a villager type are chosen in the filters.
 * Item choices come from the villager type's reference items; enchantment choices from the sell item.
 */
export function AddTradeForm({
  serverId,
  town,
  villagerType,
  filterLocation,
  filterRow,
  filterNum,
  locations,
  villagerItems,
  enchantments,
  itemTypeMap,
}: AddTradeFormProps) {
  const [location, setLocation] = useState(filterLocation);
  const [row, setRow] = useState(filterRow || ROWS[0]!);
  const [num, setNum] = useState(filterNum || NUM_OPTIONS[0]!);
  const [items, setItems] = useState<ItemFields>(EMPTY_ITEMS);
  const [choosing, setChoosing] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const createTrade = useCreateTrade(serverId);
  const template = useTradeTemplate(serverId);
  const locationListId = useId();

  // The villager of the filters prefills the form; another villager type starts the items afresh.
  const slotKey = `${town?.id ?? ''}|${filterLocation}|${filterRow}|${filterNum}`;
  const [lastSlotKey, setLastSlotKey] = useState(slotKey);
  if (slotKey !== lastSlotKey) {
    setLastSlotKey(slotKey);
    setLocation(filterLocation);
    if (filterRow) setRow(filterRow);
    if (filterNum) setNum(filterNum);
  }
  const [lastVillagerType, setLastVillagerType] = useState(villagerType);
  if (villagerType !== lastVillagerType) {
    setLastVillagerType(villagerType);
    setItems(EMPTY_ITEMS);
  }

  const ready = town !== null && villagerType !== '';
  const ownItems = villagerItems.filter((item) => item.villager === villagerType);
  const costItems = ownItems.filter((item) => item.trade_type === 'cost').map((item) => item.item);
  const sellItems = ownItems.filter((item) => item.trade_type === 'sell').map((item) => item.item);
  const choices = useMemo(
    () => enchantmentChoices(items.sell_item, enchantments, itemTypeMap),
    [items.sell_item, enchantments, itemTypeMap],
  );
  const maxLevels = useMemo(
    () => new Map(enchantments.map((enchantment) => [enchantment.name.toLowerCase(), enchantment.maxlevel])),
    [enchantments],
  );

  const setItem = <K extends keyof ItemFields>(field: K, value: ItemFields[K]) =>
    setItems((current) => ({ ...current, [field]: value }));

  function chooseSellItem(sellItem: string) {
    // SPEC §4: another sell item clears the chosen enchantments.
    setItems((current) =>
      current.sell_item === sellItem ? current : { ...current, sell_item: sellItem, enchantments: [] },
    );
  }

  function applyTemplate() {
    if (!items.sell_item || !villagerType) return;
    template.mutate(
      { villagerType, sellItem: items.sell_item },
      {
        onSuccess: (average) => {
          setItems((current) => ({
            ...current,
            cost_item1: average.cost_item1,
            cost_amount1: average.cost_amount1,
            cost_item2: average.cost_item2,
            cost_amount2: average.cost_amount2,
          }));
          setFeedback({ kind: 'success', text: MESSAGES.averagePriceApplied });
        },
        onError: (error) =>
          setFeedback(
            error instanceof ApiError && error.status === 404
              ? { kind: 'info', text: MESSAGES.noTemplate }
              : { kind: 'error', text: MESSAGES.templateError },
          ),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const fail = (text: string) => setFeedback({ kind: 'error', text });
    if (!villagerType) return fail(MESSAGES.specificVillagerTypeRequired);
    if (!town || !items.sell_item.trim()) return fail(MESSAGES.townAndSellItemRequired);
    if (serverId === null) return fail(MESSAGES.noServerSelected);
    if (!location.trim()) return fail('Enter the location of the new trade.');
    const amounts = {
      cost_amount1: wholeAmount(items.cost_amount1),
      cost_amount2: wholeAmount(items.cost_amount2),
      sell_amount: wholeAmount(items.sell_amount),
    };
    if (amounts.cost_amount1 === null || amounts.cost_amount2 === null || amounts.sell_amount === null) {
      return fail('Amounts must be whole numbers of 0 or more.');
    }
    createTrade.mutate(
      {
        server_id: serverId,
        town_id: town.id,
        town: town.name,
        location: location.trim(),
        row,
        num: Number(num),
        villager_type: villagerType,
        cost_item1: items.cost_item1,
        cost_amount1: amounts.cost_amount1,
        cost_item2: items.cost_item2,
        cost_amount2: amounts.cost_amount2,
        sell_item: items.sell_item.trim(),
        sell_amount: amounts.sell_amount,
        enchantments: items.enchantments,
      },
      {
        onSuccess: (trade) => {
          setItems(EMPTY_ITEMS);
          setFeedback({ kind: 'success', text: `Trade added: ${describeTrade(trade)}.` });
        },
        onError: (error) => fail(`${MESSAGES.addTradeError}${errorText(error, 'request failed')}`),
      },
    );
  }

  const itemOptions = (options: readonly string[], current: string, none: string) => [
    { value: '', label: none },
    ...withCurrent(options, current),
  ];
  const amountInput = (field: 'cost_amount1' | 'cost_amount2' | 'sell_amount', label: string) => (
    <NumberInput
      label={label}
      min={0}
      allowNegative={false}
      allowDecimal={false}
      clampBehavior="strict"
      value={items[field]}
      onChange={(value) => setItem(field, value)}
    />
  );

  return (
    <Paper component="section" aria-label="Add New Trade" withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate>
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
                  value={location}
                  list={locationListId}
                  onChange={(event) => setLocation(event.currentTarget.value)}
                />
                <NativeSelect
                  label="Row"
                  value={row}
                  data={ROWS}
                  onChange={(e) => setRow(e.currentTarget.value)}
                />
                <NativeSelect
                  label="Num"
                  value={num}
                  data={[...NUM_OPTIONS]}
                  onChange={(e) => setNum(e.currentTarget.value)}
                />
              </SimpleGrid>
              <datalist id={locationListId}>
                {locations.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                <Group grow align="flex-end" gap="xs">
                  <NativeSelect
                    label="Cost Item 1"
                    value={items.cost_item1}
                    data={itemOptions(costItems, items.cost_item1, 'Select an item')}
                    onChange={(event) => setItem('cost_item1', event.currentTarget.value)}
                  />
                  {amountInput('cost_amount1', 'Amount 1')}
                </Group>
                <Group grow align="flex-end" gap="xs">
                  <NativeSelect
                    label="Cost Item 2"
                    value={items.cost_item2}
                    data={itemOptions(costItems, items.cost_item2, 'None')}
                    onChange={(event) => setItem('cost_item2', event.currentTarget.value)}
                  />
                  {amountInput('cost_amount2', 'Amount 2')}
                </Group>
                <Group grow align="flex-end" gap="xs">
                  <NativeSelect
                    label="Sell Item"
                    value={items.sell_item}
                    data={itemOptions(sellItems, items.sell_item, 'Select an item')}
                    onChange={(event) => chooseSellItem(event.currentTarget.value)}
                  />
                  {amountInput('sell_amount', 'Sell Amount')}
                </Group>
              </SimpleGrid>
              <Group gap="sm" align="center">
                <Text size="sm">
                  Enchantments:{' '}
                  <span data-testid="add-trade-enchantments">
                    {enchantmentSummary(items.enchantments) || 'none'}
                  </span>
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  disabled={!items.sell_item}
                  onClick={() => setChoosing(true)}
                >
                  Choose Enchantments
                </Button>
              </Group>
              <Group gap="sm">
                <Button type="submit" loading={createTrade.isPending}>
                  Add Trade
                </Button>
                <Button
                  variant="default"
                  disabled={!items.sell_item}
                  loading={template.isPending}
                  onClick={applyTemplate}
                >
                  Use Average Price
                </Button>
              </Group>
            </Stack>
          </fieldset>
          <StatusMessage feedback={feedback} />
        </Stack>
      </form>
      <EnchantmentModal
        opened={choosing}
        itemName={items.sell_item}
        choices={choices}
        maxLevelOf={(name) => maxLevels.get(name.toLowerCase())}
        initial={items.enchantments}
        onSave={(chosen) => {
          setItem('enchantments', chosen);
          setChoosing(false);
        }}
        onClose={() => setChoosing(false)}
      />
    </Paper>
  );
}
