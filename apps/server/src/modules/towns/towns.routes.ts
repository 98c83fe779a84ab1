import {
  CreateTownRequest,
  DeleteResult,
  IdParam,
  RenameRequest,
  ServerIdQuery,
  Town,
  TownResult,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectInvalidRequest } from '../../lib/spec-validation';
import { currentUser } from '../../plugins/auth';
import { createTown, deleteTown, listTowns, renameTown, TOWN_MESSAGES } from './towns.service';

export const townRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['towns'];

  app.get(
    '/towns',
    {
      config: { access: 'trades.read' },
      schema: {
        tags,
        querystring: z.object({ server_id: ServerIdQuery.optional() }),
        response: { 200: z.array(Town) },
      },
    },
    async (request) => listTowns(db, currentUser(request), request.query.server_id),
  );

  app.post(
    '/towns',
    {
      config: { access: 'trades.write', idempotent: { status: 201 } },
      attachValidation: true,
      schema: { tags, body: CreateTownRequest, response: { 201: TownResult } },
    },
    async (request, reply) => {
      rejectInvalidRequest(request, TOWN_MESSAGES);
      return reply.status(201).send(await createTown(db, currentUser(request), request.body));
    },
  );

  app.put(
    '/towns/:id',
    {
      config: { access: 'trades.write' },
      attachValidation: true,
      schema: { tags, params: IdParam, body: RenameRequest, response: { 200: TownResult } },
    },
    async (request) => {
      rejectInvalidRequest(request, TOWN_MESSAGES);
      return renameTown(db, currentUser(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/towns/:id',
    {
      config: { access: 'trades.write' },
      schema: { tags, params: IdParam, response: { 200: DeleteResult } },
    },
    async (request) => deleteTown(db, currentUser(request), request.params.id),
  );
};
