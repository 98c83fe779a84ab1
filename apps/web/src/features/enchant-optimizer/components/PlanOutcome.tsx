import { Alert } from '@mantine/core';
import { OPTIMIZER_MESSAGES, type OptimizerPlan } from '@tradehall/contracts';
import { isEmptyPlan, withReason } from '../optimizer-rules';
import { PlanResult } from './PlanResult';
import { ShoppingListPanel } from './ShoppingListPanel';

interface PlanOutcomeProps {
  problem: string | null;
  error: unknown;
  answer: { plan?: OptimizerPlan | null } | undefined;
}

/** What Compute Optimal Steps gave: a check that failed, the server's refusal, no plan, or the plan. */
export function PlanOutcome({ problem, error, answer }: PlanOutcomeProps) {
  if (problem) {
    return (
      <Alert color="orange" role="alert">
        {problem}
      </Alert>
    );
  }
  if (error) {
    return (
      <Alert color="red" role="alert">
        {withReason(OPTIMIZER_MESSAGES.optimizationFailed, error)}
      </Alert>
    );
  }
  if (!answer) return null;
  if (isEmptyPlan(answer.plan) || !answer.plan) {
    return (
      <Alert color="gray" role="status">
        {OPTIMIZER_MESSAGES.noPlan}
      </Alert>
    );
  }
  const { plan } = answer;
  return (
    <>
      <PlanResult plan={plan} />
      <ShoppingListPanel key={`${plan.item}|${plan.enchantments.join('|')}`} plan={plan} />
    </>
  );
}
