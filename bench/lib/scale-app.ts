// One database of the search-scale benchmark, served over HTTP: the real app on 127.0.0.1, signed in as the
// owner of every server, plus a copy of the search route with its answer cache off (for the load of computed
// answers) and the cold edit (a trade of the sample server changed as an edit through this process would).
import { TradeSearchQuery } from '@tradehall/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import type { AppConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/types';
import { tradeDataChanged } from '../../apps/server/src/modules/shared/trade-data-events';
import { SearchCache } from '../../apps/server/src/modules/trades/search-cache';
import { TradeSearch } from '../../apps/server/src/modules/trades/trade-search';
import { currentUser } from '../../apps/server/src/plugins/auth';
import { signIn, type TimedResponse, timedRequest } from './http';

/** The search route without its answer cache: every answer computed (the vocabularies stay cached). */
export const UNCACHED_SEARCH = '/api/bench/search-uncached';

export interface ScaleRequest {
  path: string;
  body?: string;
}

export interface ScaleApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  baseUrl: string;
  headers: Record<string, string>;
  /** Changes a trade of the sample server: every cache of that server is stale after it. */
  editSampleTrade(): Promise<void>;
  ask(request: ScaleRequest): Promise<TimedResponse>;
}

export async function buildScaleApp(config: AppConfig): Promise<FastifyInstance> {
  const { app } = await buildApp(config);
  const uncached = new TradeSearch(app.deps.db, app.deps.dialect, new SearchCache(0, 0));
  app.get(UNCACHED_SEARCH, { config: { access: 'trades.read' } }, async (request, reply) => {
    const answer = await uncached.search(currentUser(request), TradeSearchQuery.parse(request.query));
    return reply.header('content-type', 'application/json; charset=utf-8').send(answer.body);
  });
  return app;
}

export async function serveScaleApp(
  app: FastifyInstance,
  login: { username: string; password: string },
  sampleServerId: number,
): Promise<ScaleApp> {
  const db = app.deps.db;
  const edited = await db
    .selectFrom('trades')
    .select('id')
    .where('server_id', '=', sampleServerId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const token = await signIn(baseUrl, login.username, login.password);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    app,
    db,
    baseUrl,
    headers,
    async editSampleTrade() {
      await db
        .updateTable('trades')
        .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
        .where('id', '=', edited.id)
        .execute();
      tradeDataChanged(db);
    },
    async ask({ path, body }) {
      const response = await timedRequest(`${baseUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers,
        ...(body ? { body } : {}),
      });
      if (response.status !== 200) {
        throw new Error(`${path} answered ${response.status}: ${response.body.toString().slice(0, 300)}`);
      }
      return response;
    },
  };
}
