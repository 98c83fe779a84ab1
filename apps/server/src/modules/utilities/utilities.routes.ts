import {
  ErrorResponse,
  TownNameQuery,
  TownNameResponse,
  XpTomesQuery,
  XpTomesResponse,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { townNameAt } from './town-name.service';
import { parseTargetLevel, xpTomesFor } from './xp-tomes.service';

export const utilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['utilities'];

  app.get(
    '/town_name',
    {
      config: { access: 'tools.use' },
      schema: { tags, querystring: TownNameQuery, response: { 200: TownNameResponse, 400: ErrorResponse } },
    },
    async (request) => townNameAt(request.query.coords, request.query.version),
  );

  app.get(
    '/xp_tomes',
    {
      config: { access: 'tools.use' },
      schema: { tags, querystring: XpTomesQuery, response: { 200: XpTomesResponse, 400: ErrorResponse } },
    },
    async (request) => xpTomesFor(parseTargetLevel(request.query.level)),
  );
};
