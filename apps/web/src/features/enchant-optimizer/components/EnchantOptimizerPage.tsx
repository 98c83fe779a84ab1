import { Alert, Card, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { OPTIMIZER_MESSAGES } from '@tradehall/contracts';
import { useMemo } from 'react';
import { useEnchantments } from '../../../entities/enchantments';
import { useEnchantmentSources } from '../../../entities/trades';
import { atSelectionLimit, conflictMessages } from '../optimizer-rules';
import { legendTowns } from '../town-colours';
import { useConfigActions } from '../use-config-actions';
import { useOptimizerScreen } from '../use-optimizer-screen';
import { EnchantmentDescription } from './EnchantmentDescription';
import { EnchantmentList } from './EnchantmentList';
import { PlanControls } from './PlanControls';
import { PlanOutcome } from './PlanOutcome';
import { SavedConfigsPanel } from './SavedConfigsPanel';
import { SelectedEnchantments } from './SelectedEnchantments';
import { TownLegend } from './TownDots';

/** /enchant-optimizer (SPEC §2): the cheapest anvil order for an item and its enchantment books. */
export function EnchantOptimizerPage() {
  const screen = useOptimizerScreen();
  const configActions = useConfigActions(screen);
  const { serverId } = screen;
  const sources = useEnchantmentSources(serverId);
  const all = useEnchantments();
  const { menu, item, applicable, selected } = screen;

  const enchantments = applicable.data ?? [];
  const sourcesByName = useMemo(
    () => new Map((sources.data?.sources ?? []).map((entry) => [entry.enchantment, entry.towns])),
    [sources.data],
  );
  const conflicts = conflictMessages(selected, enchantments);
  const single = selected.length === 1 ? selected[0] : undefined;
  const described = single
    ? (all.data?.find((e) => e.name === single.name) ??
      enchantments.find((e) => e.name === single.name) ??
      null)
    : null;
  const legend = legendTowns((sources.data?.towns ?? []).map((town) => town.name));

  return (
    <Stack>
      <Title order={1}>Enchantment Optimizer</Title>
      {menu.isError && (
        <Alert color="red" role="alert">
          {OPTIMIZER_MESSAGES.menuItemsLoadError}
        </Alert>
      )}
      {all.isError && (
        <Alert color="red" role="alert">
          {OPTIMIZER_MESSAGES.enchantmentsLoadError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="md" component="section" aria-labelledby="item-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="item-heading">
              Item and Enchantments
            </Title>
            <NativeSelect
              label="Item"
              data={[
                { value: '', label: menu.isPending ? 'Loading items...' : 'Select an item' },
                ...(menu.data ?? []).map((entry) => ({ value: entry.keyword, label: entry.keyword })),
              ]}
              value={item?.keyword ?? ''}
              onChange={(event) => screen.pickItem(event.currentTarget.value || null)}
            />
            <TownLegend
              towns={legend}
              note={sources.isError ? OPTIMIZER_MESSAGES.sourcesLoadError : undefined}
            />
            {!item && <Text c="dimmed">Pick an item to see the enchantments it can take.</Text>}
            {item && applicable.isPending && <Loader size="sm" aria-label="Loading enchantments" />}
            {item && applicable.isError && (
              <Alert color="red" role="alert">
                {OPTIMIZER_MESSAGES.applicableLoadError}
              </Alert>
            )}
            {item && applicable.isSuccess && (
              <EnchantmentList
                enchantments={enchantments}
                selected={selected}
                sources={sourcesByName}
                limitReached={atSelectionLimit(selected)}
                onToggle={screen.toggle}
              />
            )}
          </Stack>
        </Card>
        <Card withBorder padding="md" component="section" aria-labelledby="levels-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="levels-heading">
              Selected Enchantments
            </Title>
            <SelectedEnchantments
              selected={selected}
              enchantments={enchantments}
              conflicts={conflicts}
              onLevel={screen.setLevel}
            />
            <EnchantmentDescription enchantment={described} />
          </Stack>
        </Card>
      </SimpleGrid>
      <SavedConfigsPanel actions={configActions} />
      <PlanControls
        settings={screen.settings}
        rules={screen.rules}
        serverId={screen.serverId}
        onChange={screen.changeSettings}
        onCompute={screen.run}
        running={screen.compute.isPending}
      />
      <PlanOutcome
        problem={screen.problem}
        error={screen.compute.error}
        answer={screen.answer}
        mergedBooks={screen.mergedBooks}
        onPlanWithMerged={screen.planWithMerged}
      />
    </Stack>
  );
}
