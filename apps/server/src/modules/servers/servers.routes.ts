import {
  AddMemberRequest,
  CreateServerRequest,
  DeleteResult,
  IdParam,
  Modpack,
  Server,
  ServerResult,
  UpdateServerRequest,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectInvalidRequest } from '../../lib/spec-validation';
import { currentUser } from '../../plugins/auth';
import { SERVER_MESSAGES } from './server-rules';
import {
  addMember,
  createServer,
  deleteServer,
  listModpackChoices,
  listVisibleServers,
  updateServer,
} from './servers.service';

export const serverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['servers'];

  app.get(
    '/servers',
    { config: { access: 'trades.read' }, schema: { tags, response: { 200: z.array(Server) } } },
    async (request) => listVisibleServers(db, currentUser(request)),
  );

  app.get(
    '/modpacks',
    { config: { access: 'trades.read' }, schema: { tags, response: { 200: z.array(Modpack) } } },
    async () => listModpackChoices(db),
  );

  app.post(
    '/servers',
    {
      config: { access: 'servers.create' },
      attachValidation: true,
      schema: { tags, body: CreateServerRequest, response: { 201: ServerResult } },
    },
    async (request, reply) => {
      rejectInvalidRequest(request, SERVER_MESSAGES);
      return reply.status(201).send(await createServer(db, currentUser(request), request.body));
    },
  );

  app.put(
    '/servers/:id',
    {
      config: { access: 'servers.create' },
      attachValidation: true,
      schema: { tags, params: IdParam, body: UpdateServerRequest, response: { 200: ServerResult } },
    },
    async (request) => {
      // A modpack_id that is not a JSON number is named as such (strict numbers); an empty name as on POST.
      rejectInvalidRequest(request, { name: SERVER_MESSAGES.name });
      return updateServer(db, currentUser(request), request.params.id, request.body);
    },
  );

  app.post(
    '/servers/:id/members',
    {
      config: { access: 'servers.create' },
      schema: { tags, params: IdParam, body: AddMemberRequest, response: { 200: ServerResult } },
    },
    async (request) => addMember(db, currentUser(request), request.params.id, request.body.username),
  );

  app.delete(
    '/servers/:id',
    {
      config: { access: 'servers.create' },
      schema: { tags, params: IdParam, response: { 200: DeleteResult } },
    },
    async (request) => deleteServer(db, currentUser(request), request.params.id),
  );
};
