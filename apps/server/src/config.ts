import { resolve } from 'node:path';
import { type LogFormat, logFormatFrom } from './lib/logger-options';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… to use PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  /** SQLite file path; ':memory:' for tests. Ignored with `databaseUrl`. */
  sqlitePath: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema: string | undefined;
  adminPassword: string | undefined;
  secret: string | undefined;
  /** Folder of the built web app; undefined serves the API only. */
  webDist: string | undefined;
  tokenTtl: string;
  logLevel: string;
  /** LOG_FORMAT: readable lines or JSON (default: readable when stdout is a terminal). Unset: JSON. */
  logFormat?: LogFormat;
  /** Seed the reference data (enchantments, baubles, …) on start. */
  seedReferenceData: boolean;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): which proxies' X-Forwarded-For / -Proto / -Host to believe. Off by
   * default, so `request.ip` is the socket's address and a client cannot choose its own (sign-in limits count it).
   * true (every peer: only when nothing but the proxy can reach the server) or the proxies' addresses, CIDRs or
   * proxy-addr names (`loopback`, `linklocal`, `uniquelocal`), comma-separated.
   */
  trustProxy?: boolean | string;
  /** EVENT_STREAMS_PER_USER: most live-update streams one user may hold open on this copy (default 5). */
  eventStreamsPerUser?: number;
  /** Milliseconds between the heartbeats of live-update streams (default 25 s; tests use less). */
  eventHeartbeatMs?: number;
  /** Events within this many ms go out in one write per stream (default 100; tests use 0). */
  eventCoalesceMs?: number;
}

export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal: boolean = process.stdout.isTTY === true,
): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: resolve(dataDir, 'tradehall.db'),
    pgSchema: env.PG_SCHEMA || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    secret: env.TRADEHALL_SECRET || undefined,
    webDist: env.WEB_DIST === '' ? undefined : resolve(env.WEB_DIST ?? defaultWebDist()),
    tokenTtl: env.TOKEN_TTL ?? '12h',
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatFrom(env.LOG_FORMAT, stdoutIsTerminal),
    seedReferenceData: true,
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    eventStreamsPerUser: env.EVENT_STREAMS_PER_USER ? Number(env.EVENT_STREAMS_PER_USER) : undefined,
  };
}

/** TRUST_PROXY: unset, '' or 'false' → off; 'true' → every peer; else the proxies' addresses, comma-separated. */
export function trustProxyFromEnv(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // Fastify 5 trusts no hop count (a direct client could send enough hops to choose its address).
  if (parts.some((part) => /^\d+$/.test(part))) {
    throw new Error(`TRUST_PROXY=${text}: give true or the proxies' addresses, not a hop count.`);
  }
  return parts.join(',');
}

function defaultWebDist(): string {
  // The server runs from apps/server/dist (built) or apps/server/src (tsx); the web app builds to apps/web/dist.
  return resolve(import.meta.dirname, '../../web/dist');
}
