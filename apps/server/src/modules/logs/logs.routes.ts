import { LogsQuery, LogsResponse } from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLogs } from './logs.service';

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/logs',
    {
      config: { access: 'admin.read' },
      schema: { tags: ['logs'], querystring: LogsQuery, response: { 200: LogsResponse } },
    },
    async (request) => listLogs(db, request.query),
  );
};
