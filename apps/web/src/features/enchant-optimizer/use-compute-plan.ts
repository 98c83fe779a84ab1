import { useMutation } from '@tanstack/react-query';
import { OptimizerPlan, type OptimizerPlanRequest } from '@tradehall/contracts';
import { z } from 'zod';
import { api } from '../../lib/api';

/** The plan answer; a missing plan is shown as 'No plan returned.' rather than as a broken answer. */
const PlanAnswer = z.object({ plan: OptimizerPlan.nullish() });

/** POST /api/optimizer/plan: a calculation, nothing is stored or cached. */
export function useComputePlan() {
  return useMutation({
    mutationFn: (body: OptimizerPlanRequest) => api.post('/optimizer/plan', PlanAnswer, body),
  });
}
