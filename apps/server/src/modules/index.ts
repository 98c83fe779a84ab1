import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { baubleRoutes } from './baubles/baubles.routes';
import { dataEditorRoutes } from './data-editor/data-editor.routes';
import { enchantmentRoutes } from './enchantments/enchantments.routes';
import { eventRoutes } from './events/events.routes';
import { filterTradesRoutes } from './filter-trades/filter-trades.routes';
import { importExportRoutes } from './import-export/import-export.routes';
import { locationRoutes } from './locations/locations.routes';
import { logRoutes } from './logs/logs.routes';
import { optimizerRoutes } from './optimizer/optimizer.routes';
import { referenceRoutes } from './reference/reference.routes';
import { serverRoutes } from './servers/servers.routes';
import { townRoutes } from './towns/towns.routes';
import { tradeRoutes } from './trades/trades.routes';
import { userRoutes } from './users/users.routes';
import { utilityRoutes } from './utilities/utilities.routes';
import { worldScanRoutes } from './world-scans/world-scans.routes';

/** Every API module, mounted under /api. */
export const apiModules: FastifyPluginAsyncZod[] = [
  authRoutes,
  userRoutes,
  logRoutes,
  enchantmentRoutes,
  baubleRoutes,
  utilityRoutes,
  serverRoutes,
  townRoutes,
  locationRoutes,
  tradeRoutes,
  referenceRoutes,
  filterTradesRoutes,
  optimizerRoutes,
  dataEditorRoutes,
  importExportRoutes,
  worldScanRoutes,
  eventRoutes,
];
