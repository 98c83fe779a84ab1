import { Button, Card, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import {
  OPTIMIZER_MAX_ITEM_PRIOR_WORK,
  OPTIMIZER_OBJECTIVES,
  OPTIMIZER_STRATEGIES,
  type OptimizerObjective,
  type OptimizerStrategy,
} from '@tradehall/contracts';
import { effectiveChoice, type RuleOption } from '../anvil-rules';
import type { PlanSettings } from '../use-optimizer-screen';

interface PlanControlsProps {
  settings: PlanSettings;
  /** The anvil rules to choose from (the selected server's modpack's first). */
  rules: readonly RuleOption[];
  serverId: number | null;
  onChange: (changes: Partial<PlanSettings>) => void;
  onCompute: () => void;
  running: boolean;
}

const STRATEGY_HINT: Record<OptimizerStrategy, string> = {
  grouped: 'Fast for up to 50 books; says whether the plan is proven optimal.',
  optimal: 'Exact: the cheapest order there is. Slow for many books (it gives up after 10 s).',
};

const isStrategy = (value: string): value is OptimizerStrategy =>
  OPTIMIZER_STRATEGIES.some((s) => s.value === value);
const isObjective = (value: string): value is OptimizerObjective =>
  OPTIMIZER_OBJECTIVES.some((o) => o.value === value);

/** Strategy, options and Compute Optimal Steps. */
export function PlanControls({ settings, rules, serverId, onChange, onCompute, running }: PlanControlsProps) {
  const rulesValue = effectiveChoice(settings.rules, serverId);
  return (
    <Card withBorder padding="md" component="section" aria-label="Plan options">
      <Stack gap="sm">
        <Group align="flex-end" gap="md">
          <NativeSelect
            label="Strategy"
            data={OPTIMIZER_STRATEGIES.map(({ value, label }) => ({ value, label }))}
            value={settings.strategy}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isStrategy(value)) onChange({ strategy: value });
            }}
            w={220}
          />
          <NativeSelect
            label="Objective"
            data={OPTIMIZER_OBJECTIVES.map(({ value, label }) => ({ value, label }))}
            value={settings.objective}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isObjective(value)) onChange({ objective: value });
            }}
            w={180}
          />
          <NumberInput
            label="Item prior work"
            description="Anvil uses so far"
            min={0}
            max={OPTIMIZER_MAX_ITEM_PRIOR_WORK}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={settings.itemPriorWork}
            onChange={(value) => onChange({ itemPriorWork: typeof value === 'number' ? value : 0 })}
            w={140}
          />
        </Group>
        <NativeSelect
          label="Anvil rules"
          description="Steps that reach the level cap are avoided whenever an order allows it."
          data={rules.map(({ value, label }) => ({ value, label }))}
          value={rulesValue}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === 'server' || value === 'vanilla') onChange({ rules: value });
          }}
          maw={520}
        />
        <Text size="xs" c="dimmed">
          {STRATEGY_HINT[settings.strategy]}
        </Text>
        <Group>
          <Button onClick={onCompute} loading={running}>
            Compute Optimal Steps
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
