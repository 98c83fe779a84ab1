import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { OPTIMIZER_STRATEGIES, type OptimizerPlan, type OptimizerPlanSide } from '@tradehall/contracts';
import { useEffect, useRef } from 'react';
import { useNarrowScreen } from '../../../components/use-narrow-screen';
import { planRulesName } from '../anvil-rules';
import { MergeTree } from './MergeTree';
import { PlanStepCards } from './PlanStepCards';

const number = (value: number) => value.toLocaleString('en-US');
const strategyLabel = (value: string) => OPTIMIZER_STRATEGIES.find((s) => s.value === value)?.label ?? value;

function sideText(side: OptimizerPlanSide): string {
  const from = side.from_step === null ? '' : ` (from step ${side.from_step})`;
  return `${side.label}${from}`;
}

/** A green "Proven optimal" only for a plan that fits under the cap: beside "No order keeps every step under
 * 40 levels" it would read as an all-clear. */
function OptimalityBadge({ plan }: { plan: OptimizerPlan }) {
  if (!plan.feasible_under_cap) {
    return (
      <Badge color="orange" variant="light">
        No plan fits under the cap
      </Badge>
    );
  }
  return (
    <Badge color={plan.proven_optimal ? 'green' : 'gray'} variant="light">
      {plan.proven_optimal ? 'Proven optimal' : 'Not proven optimal'}
    </Badge>
  );
}

/** The plan: a summary, the numbered steps with their costs and totals (cards on a phone), and the merge tree. */
export function PlanResult({ plan }: { plan: OptimizerPlan }) {
  const { totals } = plan;
  const narrow = useNarrowScreen();
  const section = useRef<HTMLDivElement>(null);
  // The plan lands below the settings, often off screen: bring each new plan into view.
  useEffect(() => {
    if (plan) section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [plan]);
  return (
    <Stack component="section" aria-labelledby="plan-heading" ref={section}>
      <Title order={2} size="h3" id="plan-heading">
        Plan for {plan.item}
      </Title>
      <Group gap="xs" data-testid="plan-summary">
        <Badge variant="light">{strategyLabel(plan.strategy)}</Badge>
        <OptimalityBadge plan={plan} />
        <Text size="sm">
          Total: {number(totals.levels)} levels, {number(totals.xp)} XP ({number(totals.xp_if_saved_up)} XP if
          all levels are saved up first) in {totals.steps} {totals.steps === 1 ? 'step' : 'steps'}.
        </Text>
      </Group>
      <Text size="sm" data-testid="plan-rules">
        Rules: {planRulesName(plan.rules)}.
      </Text>
      {!plan.order_matters && (
        <Alert color="blue" role="status">
          Order does not matter: put every book straight onto the {plan.item}, in any order.
        </Alert>
      )}
      {plan.too_expensive_steps.length > 0 && (
        <Alert color="orange" role="status">
          {!plan.feasible_under_cap ? `No order keeps every step under ${plan.rules.level_cap} levels. ` : ''}
          Too Expensive on this anvil ({plan.rules.level_cap} levels or more): step{' '}
          {plan.too_expensive_steps.join(', ')}.
        </Alert>
      )}
      {narrow ? (
        <PlanStepCards plan={plan} />
      ) : (
        <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped withTableBorder aria-label="Plan steps">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Step</Table.Th>
                <Table.Th>Left slot</Table.Th>
                <Table.Th>Right slot</Table.Th>
                <Table.Th>Levels</Table.Th>
                <Table.Th>XP</Table.Th>
                <Table.Th>Prior work after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.steps.map((step) => (
                <Table.Tr key={step.step}>
                  <Table.Td>{step.step}</Table.Td>
                  <Table.Td>{sideText(step.target)}</Table.Td>
                  <Table.Td>{sideText(step.sacrifice)}</Table.Td>
                  <Table.Td>
                    {step.levels}
                    {step.too_expensive && (
                      <Badge color="orange" size="xs" ml={6}>
                        Too Expensive
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{number(step.xp)}</Table.Td>
                  <Table.Td>{step.prior_work_after}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>Total</Table.Th>
                <Table.Th>{number(totals.levels)}</Table.Th>
                <Table.Th>{number(totals.xp)}</Table.Th>
                <Table.Th>{plan.final_prior_work}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      <MergeTree tree={plan.tree} />
    </Stack>
  );
}
