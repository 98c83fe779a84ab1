import {
  ApplicableEnchantmentsQuery,
  EnchantmentSourcesQuery,
  EnchantmentSourcesResponse,
  ErrorResponse,
  IdParam,
  MessageResponse,
  OptimizerConfig,
  OptimizerEnchantment,
  OptimizerMenuItem,
  OptimizerPlanRequest,
  OptimizerPlanResponse,
  SaveOptimizerConfigRequest,
  SaveOptimizerConfigResponse,
  ShoppingListRequest,
  ShoppingListResponse,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { deleteConfigById, listConfigs, saveConfig, updateConfigById } from './configs.service';
import { planFor } from './plan.service';
import { planBudgetMs } from './plan-budget';
import { PlanRunner } from './plan-runner';
import { enchantmentSources, enchantmentsForTypes, menuItems } from './reference.service';
import { shoppingListFor } from './shopping-list.service';

const access = 'tools.use';
const tags = ['optimizer'];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The enchantment optimizer (SPEC §7): menu items, applicable enchantments, town dots, saved configs, plans. */
export const optimizerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const runner = new PlanRunner({
    onWorkerError: (error) => app.log.warn({ err: error }, 'optimizer worker failed'),
  });
  const planSettings = { runner, budgetMs: planBudgetMs(process.env) };
  app.addHook('onClose', () => runner.close());

  app.get(
    '/optimizer/menu_items',
    { config: { access }, schema: { tags, response: { 200: z.array(OptimizerMenuItem) } } },
    async () => menuItems(db),
  );

  app.get(
    '/optimizer/applicable_enchantments',
    {
      config: { access },
      schema: {
        tags,
        description: 'Plannable enchantments whose applicable types share one with `types`, or are Any.',
        querystring: ApplicableEnchantmentsQuery,
        response: { 200: z.array(OptimizerEnchantment), 400: ErrorResponse },
      },
    },
    async (request) => enchantmentsForTypes(db, request.query.types),
  );

  app.get(
    '/optimizer/enchantment_sources',
    {
      config: { access },
      schema: {
        tags,
        description:
          'For each enchantment, the towns of the server whose trades offer it (the coloured dots).',
        querystring: EnchantmentSourcesQuery,
        response: { 200: EnchantmentSourcesResponse, ...errors },
      },
    },
    async (request) => enchantmentSources(db, currentUser(request), request.query.server_id),
  );

  app.get(
    '/optimizer/configs',
    { config: { access }, schema: { tags, response: { 200: z.array(OptimizerConfig) } } },
    async (request) => listConfigs(db, currentUser(request)),
  );

  app.post(
    '/optimizer/configs',
    {
      config: { access },
      schema: {
        tags,
        description:
          'Saves a config; a name the caller already uses (ignoring case) updates that config (200).',
        body: SaveOptimizerConfigRequest,
        response: { 200: SaveOptimizerConfigResponse, 201: SaveOptimizerConfigResponse, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await saveConfig(db, currentUser(request), request.body);
      return reply.status(saved.created ? 201 : 200).send(saved);
    },
  );

  app.put(
    '/optimizer/configs/:id',
    {
      config: { access },
      schema: {
        tags,
        params: IdParam,
        body: SaveOptimizerConfigRequest,
        response: { 200: SaveOptimizerConfigResponse, ...errors },
      },
    },
    async (request) => updateConfigById(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/optimizer/configs/:id',
    {
      config: { access },
      schema: { tags, params: IdParam, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => deleteConfigById(db, currentUser(request), request.params.id),
  );

  app.post(
    '/optimizer/plan',
    {
      config: { access },
      schema: {
        tags,
        description:
          "The anvil merge order for the item and its enchantments ('Name ROMAN'), under the anvil rules of " +
          "server_id's modpack (vanilla without one), overridden by `rules`. True Optimal that cannot finish " +
          'within its time budget answers 503.',
        body: OptimizerPlanRequest,
        response: {
          200: OptimizerPlanResponse,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request) => planFor(db, planSettings, request.body, currentUser(request)),
  );

  app.post(
    '/optimizer/shopping-list',
    {
      config: { access },
      schema: {
        tags,
        description:
          "For each book of a plan ('Name ROMAN'), the server's villagers selling it, cheapest first (or two " +
          'books one level lower to merge, where that costs less in emeralds plus XP), the default choice, ' +
          'totals and the towns to visit. A server the caller cannot see answers 403.',
        body: ShoppingListRequest,
        response: { 200: ShoppingListResponse, ...errors },
      },
    },
    async (request) => shoppingListFor(db, currentUser(request), request.body),
  );
};
