import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { type DatabaseHandle, type Dialect, openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedReferenceData } from './db/seed/reference';
import type { Database } from './db/types';
import { loggerOptions } from './lib/logger-options';
import { apiModules } from './modules';
import { registerIdempotency } from './modules/idempotency/idempotency.plugin';
import type { ImportHooks } from './modules/import-export/transaction';
import { removeStaleTempFolders } from './modules/import-export/upload';
import type { WorldScanHooks } from './modules/world-scans/scan-access';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders, withoutUpgradeInsecureRequests } from './plugins/security-headers';
import { registerStaticWeb } from './plugins/static-web';
import { ensureAdminAccount, resolveSecret } from './setup/bootstrap';

export interface AppDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: AppConfig;
  /** Test hooks of the imports (none in production). */
  importHooks: ImportHooks;
  /** Test hooks of the world scans (none in production). */
  scanHooks: WorldScanHooks;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildResult {
  app: FastifyInstance;
  /** Set when the first start generated the admin password; the CLI prints it once. */
  generatedAdminPassword: string | undefined;
}

/** Builds the whole app: database (migrated, seeded), plugins, then every module. Tests build it the same way. */
export async function buildApp(config: AppConfig, handle?: DatabaseHandle): Promise<BuildResult> {
  const database = handle ?? (await openDatabase(config));
  await migrateToLatest(database);
  if (config.seedReferenceData) await seedReferenceData(database.db);
  const admin = await ensureAdminAccount(database.db, config.adminPassword);
  const secret = await resolveSecret(database.db, config.secret);

  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    bodyLimit: 2 * 1024 * 1024,
    // Off unless TRUST_PROXY says which proxy to believe: request.ip is then the socket's address.
    trustProxy: config.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', {
    db: database.db,
    dialect: database.dialect,
    config,
    importHooks: {},
    scanHooks: {},
  });
  app.addHook('onClose', async () => {
    if (!handle) await database.close();
  });
  // Upload and export folders left in the temp folder by a server killed mid-request (only ones no running
  // process can still use: see removeStaleTempFolders).
  const removedTemp = await removeStaleTempFolders();
  if (removedTemp.length > 0) app.log.info({ folders: removedTemp }, 'removed leftover temporary folders');

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerAuth(app, { db: database.db, secret, tokenTtl: config.tokenTtl });
  registerIdempotency(app, database.db);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Tradehall API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: withoutUpgradeInsecureRequests,
  });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );
  await registerStaticWeb(app, config.webDist);
  return { app, generatedAdminPassword: admin.generatedPassword };
}
