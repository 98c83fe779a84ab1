import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { OptimizerPlan, OptimizerPlanSide } from '@tradehall/contracts';
import { CardFacts } from '../../../components/CardFacts';

const number = (value: number) => value.toLocaleString('en-US');

function sideText(side: OptimizerPlanSide): string {
  const from = side.from_step === null ? '' : ` (from step ${side.from_step})`;
  return `${side.label}${from}`;
}

/** The plan's steps on a phone: one card per step with the table's columns as lines, then the totals. */
export function PlanStepCards({ plan }: { plan: OptimizerPlan }) {
  return (
    <Stack gap="xs">
      <ol
        aria-label="Plan steps"
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {plan.steps.map((step) => (
          <li key={step.step}>
            <Paper withBorder p="sm" aria-label={`Step ${step.step}`} role="group">
              <Group gap={6} mb={4}>
                <Text fw={700} size="sm">
                  Step {step.step}
                </Text>
                {step.too_expensive && (
                  <Badge color="orange" size="xs">
                    Too Expensive
                  </Badge>
                )}
              </Group>
              <CardFacts
                facts={[
                  ['Left slot', sideText(step.target)],
                  ['Right slot', sideText(step.sacrifice)],
                  ['Levels', step.levels],
                  ['XP', number(step.xp)],
                  ['Prior work after', step.prior_work_after],
                ]}
              />
            </Paper>
          </li>
        ))}
      </ol>
      <Paper withBorder p="sm" role="group" aria-label="Plan total">
        <Text fw={700} size="sm" mb={4}>
          Total
        </Text>
        <CardFacts
          facts={[
            ['Levels', number(plan.totals.levels)],
            ['XP', number(plan.totals.xp)],
            ['Prior work after', plan.final_prior_work],
          ]}
        />
      </Paper>
    </Stack>
  );
}
