import { ChangeRoleRequest, CreateUserRequest, UserSummary } from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { changeRole, createUser, listUserSummaries } from './users.service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['admin users'];

  app.get(
    '/admin/users',
    { config: { access: 'admin.read' }, schema: { tags, response: { 200: z.array(UserSummary) } } },
    async () => listUserSummaries(db),
  );

  app.post(
    '/admin/users',
    {
      config: { access: 'users.manage' },
      schema: { tags, body: CreateUserRequest, response: { 201: UserSummary } },
    },
    async (request, reply) => {
      const user = await createUser(db, currentUser(request), request.body);
      return reply.status(201).send(UserSummary.parse(user));
    },
  );

  app.put(
    '/admin/users/:username/role',
    {
      config: { access: 'users.manage' },
      schema: { tags, params: z.object({ username: z.string().min(1).max(64) }), body: ChangeRoleRequest },
    },
    async (request) => {
      const changed = await changeRole(db, currentUser(request), request.params.username, request.body.role);
      app.forgetAuthUser(changed.id);
      return { username: changed.username, email: changed.email, role: changed.role };
    },
  );
};
