import { ItemTypeMapEntry, VillagerItem } from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listItemTypeMap, listVillagerItems } from './reference.service';

/** Read-only reference lists the trade screens need (enchantments are served by the enchantments module). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['reference data'];

  app.get(
    '/villager_items',
    { config: { access: 'trades.read' }, schema: { tags, response: { 200: z.array(VillagerItem) } } },
    async () => listVillagerItems(db),
  );

  app.get(
    '/item_type_map',
    { config: { access: 'trades.read' }, schema: { tags, response: { 200: z.array(ItemTypeMapEntry) } } },
    async () => listItemTypeMap(db),
  );
};
