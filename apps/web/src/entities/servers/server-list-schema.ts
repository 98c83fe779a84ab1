/** GET /api/servers' schema, loaded on first use (servers-queries.ts) so the signed-out entry has no zod. */
export { ServerListSchema } from '@tradehall/contracts';
