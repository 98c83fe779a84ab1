import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { deleteKeysBefore, deleteTombstonesBefore, findKey, storeAnswer } from './idempotency.repository';
import { type IdempotencyContext, runWithIdempotency } from './idempotency-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an Idempotency-Key header: `{status}` when the value of its write transaction is its
     * answer (sent with that status), 'upload' when the route hashes its uploaded file (replayForUpload).
     */
    idempotent?: { status: number } | 'upload';
  }
  interface FastifyRequest {
    idempotency: IdempotencyContext | null;
  }
}

/** How long a key and its answer are kept; also how long a deleted row is named gone (deleted_rows). */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export const KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible ASCII characters.';
export const KEY_REUSED =
  'This Idempotency-Key was already used for another request: send a new key for a different request.';
export const ANSWER_LOST =
  'This request was already carried out, but its answer was not kept. Reload to see the result.';

/**
 * Idempotent retries of the routes that declare `config.idempotent`: the first answer of a write sent with an
 * `Idempotency-Key` is kept for KEY_TTL_MS per user and key; the same key with the same request answers it again
 * without writing, with another request 422. The key is claimed inside the write's transaction
 * (writeTransaction → claimInTransaction), so a write that committed keeps it even if this copy dies before it
 * answers.
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const mode = request.routeOptions.config?.idempotent;
    if (!mode || !request.auth) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header)) throw badRequest(KEY_INVALID);
    const context: IdempotencyContext = {
      userId: request.auth.id,
      key: header,
      hash: '',
      answerStatus: mode === 'upload' ? undefined : mode.status,
      claimed: false,
      answered: false,
    };
    request.idempotency = context;
    if (mode === 'upload') return;
    context.hash = requestHash(request, JSON.stringify(request.body ?? null));
    const previous = await previousAnswer(db, context);
    if (previous) return replay(reply, previous);
  });
  // The rest of the request runs with its key in reach of writeTransaction.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.idempotency) runWithIdempotency(request.idempotency, done);
    else done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const context = request.idempotency;
    if (context?.claimed && !context.answered && reply.statusCode < 300 && typeof payload === 'string') {
      await storeAnswer(db, context.userId, context.key, { status: reply.statusCode, body: payload });
      context.answered = true;
    }
    return payload;
  });

  const sweep = () => {
    const before = new Date(Date.now() - KEY_TTL_MS).toISOString();
    Promise.all([deleteKeysBefore(db, before), deleteTombstonesBefore(db, before)]).catch((error: unknown) =>
      app.log.warn({ error }, 'sweeping idempotency keys failed'),
    );
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * For an 'upload' route, once the file is saved: answers a retry of the same upload (true: the route must not go
 * on), or lets the write go on under the key.
 */
export async function replayForUpload(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<boolean> {
  const context = request.idempotency;
  if (!context) return false;
  const file = createHash('sha256');
  for await (const chunk of createReadStream(path)) file.update(chunk as Buffer);
  context.hash = requestHash(request, file.digest('hex'));
  const previous = await previousAnswer(db, context);
  if (!previous) return false;
  await replay(reply, previous);
  return true;
}

function requestHash(request: FastifyRequest, body: string): string {
  return requestHashOf(request.method, request.routeOptions.url ?? request.url, request.params ?? null, body);
}

/** What a key is checked against: the route, its parameters and the body (as validated) or the file's hash. */
export function requestHashOf(method: string, route: string, params: unknown, body: string): string {
  return createHash('sha256')
    .update(`${method} ${route}\n`)
    .update(`${JSON.stringify(params)}\n`)
    .update(body)
    .digest('hex');
}

async function previousAnswer(
  db: Kysely<Database>,
  context: IdempotencyContext,
): Promise<{ status: number; body: unknown } | undefined> {
  const row = await findKey(db, context.userId, context.key);
  if (!row) return undefined;
  const before = new Date(Date.now() - KEY_TTL_MS).toISOString();
  if (row.created_at < before) {
    await deleteKeysBefore(db, before, { userId: context.userId, key: context.key });
    return undefined;
  }
  if (row.request_hash !== context.hash) throw new HttpError(422, KEY_REUSED);
  if (row.status === null || row.body === null) throw conflict(ANSWER_LOST);
  return { status: row.status, body: JSON.parse(row.body) };
}

function replay(reply: FastifyReply, answer: { status: number; body: unknown }) {
  return reply.status(answer.status).header('idempotent-replayed', 'true').send(answer.body);
}
