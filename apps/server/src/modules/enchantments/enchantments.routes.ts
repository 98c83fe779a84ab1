import {
  Enchantment,
  EnchantmentNames,
  ErrorResponse,
  IdParam,
  UpdateEnchantmentRequest,
  UpdateEnchantmentResponse,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { listEnchantmentNames, listEnchantments, updateEnchantment } from './enchantments.service';

export const enchantmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['enchantments'];

  app.get(
    '/enchantments',
    { config: { access: 'trades.read' }, schema: { tags, response: { 200: z.array(Enchantment) } } },
    async () => listEnchantments(db),
  );

  app.get(
    '/enchantment-names',
    { config: { access: 'trades.read' }, schema: { tags, response: { 200: EnchantmentNames } } },
    async () => listEnchantmentNames(db),
  );

  app.put(
    '/enchantments/:id',
    {
      config: { access: 'references.edit' },
      schema: {
        tags,
        params: IdParam,
        body: UpdateEnchantmentRequest,
        response: {
          200: UpdateEnchantmentResponse,
          400: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => updateEnchantment(db, currentUser(request), request.params.id, request.body),
  );
};
