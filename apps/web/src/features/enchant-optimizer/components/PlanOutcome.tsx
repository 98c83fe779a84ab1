import { Alert } from '@mantine/core';
import { OPTIMIZER_MESSAGES, type OptimizerPlan } from '@tradehall/contracts';
import { isEmptyPlan, withReason } from '../optimizer-rules';
import { PlanResult } from './PlanResult';
import { ShoppingListPanel } from './ShoppingListPanel';

interface PlanOutcomeProps {
  problem: string | null;
  error: unknown;
  answer: { plan?: OptimizerPlan | null } | undefined;
  /** Labels of the books the plan makes by merging two lower-level books. */
  mergedBooks?: readonly string[];
  /** The shopping list's 'Plan with these books'. */
  onPlanWithMerged?: (label: string) => void;
}

/** What Compute Optimal Steps gave: a check that failed, the server's refusal, no plan, or the plan. */
export function PlanOutcome({ problem, error, answer, mergedBooks, onPlanWithMerged }: PlanOutcomeProps) {
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
      <ShoppingListPanel
        key={`${plan.item}|${plan.enchantments.join('|')}`}
        plan={plan}
        mergedBooks={mergedBooks}
        onPlanWithMerged={onPlanWithMerged}
      />
    </>
  );
}
