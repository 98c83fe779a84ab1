import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { logRoutes } from './logs/logs.routes';
import { userRoutes } from './users/users.routes';

/** Every API module, mounted under /api. */
export const apiModules: FastifyPluginAsyncZod[] = [authRoutes, userRoutes, logRoutes];
