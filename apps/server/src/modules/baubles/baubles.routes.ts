import {
  Bauble,
  ErrorResponse,
  IdParam,
  UpdateBaubleRequest,
  UpdateBaubleResponse,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { listBaubles, updateBauble } from './baubles.service';

export const baubleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['baubles'];

  app.get(
    '/baubles',
    { config: { access: 'trades.read' }, schema: { tags, response: { 200: z.array(Bauble) } } },
    async () => listBaubles(db),
  );

  app.put(
    '/baubles/:id',
    {
      config: { access: 'baubles.edit' },
      schema: {
        tags,
        params: IdParam,
        body: UpdateBaubleRequest,
        response: { 200: UpdateBaubleResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => updateBauble(db, currentUser(request), request.params.id, request.body),
  );
};
