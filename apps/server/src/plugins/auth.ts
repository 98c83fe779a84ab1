import fastifyJwt from '@fastify/jwt';
import { allows, isRole, type Role, type RouteAccess } from '@tradehall/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/types';
import { forbidden, HttpError, unauthorized } from '../lib/http-error';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

interface TokenPayload {
  sub: string;
  /** The user's token_version when the token was issued; a password change bumps it. */
  tv: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs. Every /api route must declare it; the app refuses to start otherwise. */
    access?: RouteAccess;
    /** The 403 answer for a role the access refuses, when the route says why (default: the role message). */
    denied?: string;
    /**
     * Another way to sign in for this route (the live-update stream's `?ticket=`): a user, undefined to read the
     * Authorization header as usual, or an HttpError.
     */
    ticketAuth?: (request: FastifyRequest) => AuthUser | undefined;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with what it needs: the route × role test walks this. */
    routeAccess: RouteAccessEntry[];
    issueToken(user: { id: number; token_version: number }): string;
    /** Drops the cached auth row of a user whose password or role just changed, so it takes effect at once. */
    forgetAuthUser(userId: number): void;
  }
}

const BEARER = /^Bearer +(\S+)$/i;

/** The signed-in user of a route that declared an access other than 'public'. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized('Not signed in.');
  return request.auth;
}

export async function registerAuth(
  app: FastifyInstance,
  options: { db: Kysely<Database>; secret: string; tokenTtl: string },
): Promise<void> {
  // fast-jwt caches verified tokens (until they expire), sparing an HMAC per request; the user row is still read.
  // Only what issueToken makes is accepted: HS256 with an expiry (no other algorithm on the same secret, no
  // token that never expires).
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.tokenTtl },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'], cache: 10_000 },
  });
  const { findUser, forget } = cachedAuthUserLookup(options.db);
  app.decorate('forgetAuthUser', forget);
  app.decorateRequest('auth', null);
  app.decorate('routeAccess', [] as RouteAccessEntry[]);
  app.decorate('issueToken', (user: { id: number; token_version: number }) =>
    app.jwt.sign({ sub: String(user.id), tv: user.token_version } satisfies TokenPayload),
  );

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.method === 'HEAD')
      return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${String(route.method)} ${route.url} declares no access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeAccess.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    try {
      request.auth =
        request.routeOptions.config?.ticketAuth?.(request) ??
        (await authenticate(app, findUser, request.headers.authorization));
    } catch (error) {
      if (error instanceof HttpError) return reply.status(error.status).send({ error: error.message });
      throw error;
    }
    if (!allows(access, request.auth.role)) {
      const denied = forbidden(
        request.routeOptions.config?.denied ?? `Your role (${request.auth.role}) may not do this.`,
      );
      return reply.status(denied.status).send({ error: denied.message });
    }
  });
}

type AuthRow = Pick<UserRow, 'id' | 'username' | 'role' | 'token_version'>;

/**
 * The user lookup runs on every request: the query is compiled once, and a row is kept for AUTH_ROW_TTL_MS.
 * This copy forgets a row as soon as it changes the user's password or role; another copy of the server behind
 * the same database sees such a change within AUTH_ROW_TTL_MS. A token newer than the kept row (`minVersion`:
 * issued by another copy after a password change) reads the row again at once, so it is never refused.
 */
export const AUTH_ROW_TTL_MS = 1000;

function cachedAuthUserLookup(db: Kysely<Database>) {
  const compiled = db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'token_version'])
    .where('id', '=', 0)
    .compile();
  const cache = new Map<number, { row: AuthRow | undefined; until: number }>();
  const findUser = async (id: number, minVersion: number): Promise<AuthRow | undefined> => {
    const now = performance.now();
    const hit = cache.get(id);
    if (hit && hit.until > now && (!hit.row || hit.row.token_version >= minVersion)) return hit.row;
    const row = (await db.executeQuery<AuthRow>({ ...compiled, parameters: [id] })).rows[0];
    if (cache.size > 10_000) cache.clear();
    cache.set(id, { row, until: now + AUTH_ROW_TTL_MS });
    return row;
  };
  return { findUser, forget: (id: number) => void cache.delete(id) };
}

async function authenticate(
  app: FastifyInstance,
  findUser: (id: number, minVersion: number) => Promise<AuthRow | undefined>,
  header: string | undefined,
): Promise<AuthUser> {
  if (!header) throw unauthorized('Not signed in.');
  const match = BEARER.exec(header);
  if (!match) throw new HttpError(422, 'Malformed Authorization header: expected "Bearer <token>".');
  let payload: TokenPayload;
  try {
    payload = app.jwt.verify<TokenPayload>(match[1]!);
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw unauthorized(
      code === 'FAST_JWT_EXPIRED' ? 'Session expired. Please sign in again.' : 'Invalid token.',
    );
  }
  const user = await findUser(Number(payload.sub), payload.tv);
  if (!user || user.token_version !== payload.tv || !isRole(user.role)) {
    throw unauthorized('Session is no longer valid. Please sign in again.');
  }
  return { id: user.id, username: user.username, role: user.role };
}
