import {
  CreateTradeRequest,
  DeleteResult,
  ErrorResponse,
  IdParam,
  MoveTradesRequest,
  MoveTradesResult,
  RESULT_LIMIT_HEADER,
  RESULT_TRUNCATED_HEADER,
  SavedTrade,
  TRADE_RESULT_LIMIT,
  TradeList,
  TradeSearchQuery,
  TradesQuery,
  TradeTemplate,
  TradeTemplateQuery,
  UpdateTradeRequest,
} from '@tradehall/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { type EncodedAnswer, SearchCache } from './search-cache';
import { moveTrades } from './trade-move';
import { TradeSearch } from './trade-search';
import { tradeTemplate } from './trade-template';
import { createTrade, deleteTrade, listTrades, updateTrade } from './trades.service';

export const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['trades'];
  const search = new TradeSearch(db, app.deps.dialect, new SearchCache());

  app.get(
    '/trades',
    {
      config: { access: 'trades.read' },
      schema: { tags, querystring: TradesQuery, response: { 200: TradeList } },
    },
    async (request, reply) => {
      const { trades, truncated } = await listTrades(db, currentUser(request), request.query);
      if (truncated) markTruncated(reply);
      return trades;
    },
  );

  app.get(
    '/trades/search',
    {
      config: { access: 'trades.read' },
      schema: {
        tags,
        description: `At most ${TRADE_RESULT_LIMIT} trades; header ${RESULT_TRUNCATED_HEADER}: true when more matched.`,
        querystring: TradeSearchQuery,
        response: { 200: TradeList },
      },
    },
    async (request, reply) =>
      sendEncoded(request, reply, await search.search(currentUser(request), request.query)),
  );

  app.get(
    '/trade_template',
    {
      config: { access: 'trades.read' },
      schema: { tags, querystring: TradeTemplateQuery, response: { 200: TradeTemplate, 404: ErrorResponse } },
    },
    async (request) => tradeTemplate(db, currentUser(request), request.query),
  );

  app.post(
    '/trades',
    {
      config: { access: 'trades.write', idempotent: { status: 201 } },
      schema: { tags, body: CreateTradeRequest, response: { 201: SavedTrade } },
    },
    async (request, reply) =>
      reply.status(201).send(await createTrade(db, currentUser(request), request.body)),
  );

  app.post(
    '/trades/move',
    {
      config: { access: 'trades.write', idempotent: { status: 200 } },
      schema: { tags, body: MoveTradesRequest, response: { 200: MoveTradesResult } },
    },
    async (request) => moveTrades(db, currentUser(request), request.body),
  );

  app.put(
    '/trades/:id',
    {
      config: { access: 'trades.write' },
      schema: { tags, params: IdParam, body: UpdateTradeRequest, response: { 200: SavedTrade } },
    },
    async (request) => updateTrade(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/trades/:id',
    {
      config: { access: 'trades.write' },
      schema: { tags, params: IdParam, response: { 200: DeleteResult } },
    },
    async (request) => deleteTrade(db, currentUser(request), request.params.id),
  );
};

function markTruncated(reply: FastifyReply): void {
  reply.header(RESULT_TRUNCATED_HEADER, 'true').header(RESULT_LIMIT_HEADER, String(TRADE_RESULT_LIMIT));
}

/** Sends a pre-encoded JSON answer, gzipped when the client accepts it and it is worth it. */
async function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  if (answer.truncated) markTruncated(reply);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (accepts && answer.body.length >= 1024) {
    return reply.header('content-encoding', 'gzip').send(await answer.gzip());
  }
  return reply.send(answer.body);
}
