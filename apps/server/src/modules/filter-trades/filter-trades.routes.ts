import {
  ErrorResponse,
  FILTER_SERVER_REQUIRED,
  FilterTradesRequest,
  FilterTradesResponse,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rejectInvalidRequest } from '../../lib/spec-validation';
import { currentUser } from '../../plugins/auth';
import { FilterRunner } from './filter-runner';
import { filterTradesFor } from './filter-trades.service';

export const filterTradesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const runner = new FilterRunner({
    onWorkerError: (error) => app.log.warn({ err: error }, 'filter worker failed; running inline'),
  });
  app.addHook('onClose', () => runner.close());

  app.post(
    '/filter_trades',
    {
      config: { access: 'tools.use' },
      attachValidation: true,
      schema: {
        tags: ['filter-trades'],
        description:
          'Coverage (best level and cheapest price of each counted enchantment, and where to buy it: the ' +
          'villagers selling that level at that price) and the villagers that can be removed while all of it ' +
          'stays on offer. Towns by name or id; names ignore case.',
        body: FilterTradesRequest,
        response: { 200: FilterTradesResponse, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      rejectInvalidRequest(request, { server_id: FILTER_SERVER_REQUIRED });
      return filterTradesFor(db, runner, currentUser(request), request.body);
    },
  );
};
