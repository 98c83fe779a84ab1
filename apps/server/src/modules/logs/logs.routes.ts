import { LogsQuery, LogsResponse } from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/logs',
    {
      config: { access: 'admin.read' },
      schema: { tags: ['logs'], querystring: LogsQuery, response: { 200: LogsResponse } },
    },
    async (request) => {
      const { limit, before_id } = request.query;
      let query = db
        .selectFrom('logs')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (before_id) query = query.where('id', '<', before_id);
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      return { logs: page, next_before_id: rows.length > limit ? page[page.length - 1]!.id : null };
    },
  );
};
