import {
  CreateLocationRequest,
  DeleteResult,
  IdParam,
  Location,
  LocationResult,
  RenameRequest,
  ServerIdQuery,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectInvalidRequest } from '../../lib/spec-validation';
import { currentUser } from '../../plugins/auth';
import {
  createLocation,
  deleteLocation,
  LOCATION_MESSAGES,
  listLocations,
  renameLocation,
} from './locations.service';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['locations'];

  app.get(
    '/towns/:id/locations',
    {
      config: { access: 'trades.read' },
      schema: {
        tags,
        params: IdParam,
        querystring: z.object({ server_id: ServerIdQuery.optional() }),
        response: { 200: z.array(Location) },
      },
    },
    async (request) => listLocations(db, currentUser(request), request.params.id, request.query.server_id),
  );

  app.post(
    '/towns/:town/locations',
    {
      config: { access: 'trades.write', idempotent: { status: 201 } },
      attachValidation: true,
      schema: {
        tags,
        description: 'The town is given by id (or by name on server_id).',
        params: z.object({ town: z.string().trim().min(1).max(100) }),
        body: CreateLocationRequest,
        response: { 201: LocationResult },
      },
    },
    async (request, reply) => {
      rejectInvalidRequest(request, LOCATION_MESSAGES);
      const result = await createLocation(db, currentUser(request), request.params.town, request.body);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/locations/:id',
    {
      config: { access: 'trades.write' },
      attachValidation: true,
      schema: { tags, params: IdParam, body: RenameRequest, response: { 200: LocationResult } },
    },
    async (request) => {
      rejectInvalidRequest(request, LOCATION_MESSAGES);
      return renameLocation(db, currentUser(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/locations/:id',
    {
      config: { access: 'trades.write' },
      schema: { tags, params: IdParam, response: { 200: DeleteResult } },
    },
    async (request) => deleteLocation(db, currentUser(request), request.params.id),
  );
};
