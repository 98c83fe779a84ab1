import fastifyMultipart from '@fastify/multipart';
import {
  ApplyWorldScanRequest,
  ApplyWorldScanResult,
  ErrorResponse,
  WORLD_SCAN_NO_LEVEL_DAT,
  WORLD_SCAN_REPORT_LIMITS,
  WorldScan,
  WorldScanParams,
  WorldScanProgress,
  WorldScanProgressParams,
  WorldScanReport,
  WorldScanServerParams,
  WorldScanState,
  WorldScanUploadQuery,
} from '@tradehall/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { describeValidation } from '../../plugins/error-handler';
import { receiveUpload } from '../import-export/upload';
import { gzipBody } from './gzip-body';
import { PreviewRunner } from './preview-runner';
import { assertMayScan } from './scan-access';
import { ScanBusyError, ScanGate } from './scan-gate';
import { getScanState, scanReportedWorld } from './scan-job';
import { getScanProgress } from './scan-progress-store';
import { getWorldScan } from './scan-store';
import { scanUploadedWorld } from './scan-upload';
import { applyWorldScan } from './world-scan-apply';
import { describeBytes, worldScanSettings } from './world-scan-settings';

/**
 * Import from world save: scan a ZIP of the world folder (nothing written), follow the scan's progress, read the
 * scan back, apply it.
 */
export const worldScanRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: worldScanSettings().maxUploadBytes,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });
  const previews = new PreviewRunner();
  app.addHook('onClose', () => previews.close());
  const deps = { db: app.deps.db, dialect: app.deps.dialect, hooks: app.deps.scanHooks, previews };
  const gate = new ScanGate();
  const tags = ['world scans'];
  const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

  app.post(
    '/servers/:server_id/world-scans',
    {
      config: { access: 'trades.write' },
      bodyLimit: WORLD_SCAN_REPORT_LIMITS.bodyBytes,
      preParsing: gzipBody(WORLD_SCAN_REPORT_LIMITS.bodyBytes),
      schema: {
        tags,
        params: WorldScanServerParams,
        querystring: WorldScanUploadQuery,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'Multipart field `file`: a ZIP of the world folder (level.dat and region/, optionally one folder deep). ' +
          'Or, as JSON, a world scanned in the browser (WorldScanReport: the villagers, unreadable chunks and level.dat ' +
          `facts, at most ${WORLD_SCAN_REPORT_LIMITS.bodyBytes / 1024 / 1024} MB), checked field by field; the JSON may ` +
          'come gzipped (Content-Encoding: gzip; 413 when it inflates past that size, 415 for another encoding). ' +
          'With `progress` (a random UUID the client makes), GET /api/world-scan-progress/{progress} follows the scan. ' +
          'A world over the scan limits answers 422 naming what was too much; a second scan of the same user, or one ' +
          'over WORLD_SCAN_CONCURRENCY on this server copy, 429 with Retry-After.',
        response: {
          201: WorldScan,
          ...errors,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const serverId = request.params.server_id;
      // Before the upload is read: a caller who may not add trades there, or who has a scan running (or finds
      // every place taken), sends no world.
      await assertMayScan(deps.db, user, serverId);
      let release: () => void;
      try {
        release = gate.enter(user.id, worldScanSettings().concurrency);
      } catch (error) {
        if (error instanceof ScanBusyError) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
      const scanZip = async (req: typeof request) => {
        const upload = await receiveZip(req);
        const token = req.query.progress;
        const progress = token
          ? { token, onError: (err: unknown) => req.log.warn({ err }, 'world scan progress not recorded') }
          : undefined;
        try {
          return await scanUploadedWorld(deps, user, serverId, upload, progress);
        } finally {
          await upload.cleanup();
        }
      };
      // The place is given back (and the upload removed) before the answer goes out, so the client's next scan
      // finds it free.
      let scan: WorldScan;
      try {
        scan = request.isMultipart()
          ? await scanZip(request)
          : await scanReportedWorld(deps, user, serverId, reportOf(request.body));
      } finally {
        release();
      }
      return sendScan(reply.status(201), scan);
    },
  );

  app.get(
    '/servers/:server_id/world-scan-state',
    {
      config: { access: 'trades.write' },
      schema: {
        tags,
        params: WorldScanServerParams,
        description:
          "The chunk save times of the server's last world scan, by region file ([time, run length] over the 1,024 " +
          'slots): a browser that scans the same world again (same world_key, `seed|name`) reads only the chunks ' +
          'saved since and lists the others as unchanged.',
        response: { 200: WorldScanState, ...errors },
      },
    },
    async (request) => getScanState(deps, currentUser(request), request.params.server_id),
  );

  app.get(
    '/world-scan-progress/:token',
    {
      config: { access: 'trades.write' },
      schema: {
        tags,
        params: WorldScanProgressParams,
        description:
          'How far the scan the caller sent with `?progress={token}` got: region files read of total. ' +
          'Kept an hour after the last change; 404 for a token of no scan of the caller.',
        response: { 200: WorldScanProgress, ...errors },
      },
    },
    async (request) => getScanProgress(deps, currentUser(request), request.params.token),
  );

  app.get(
    '/world-scans/:id',
    {
      config: { access: 'trades.write' },
      schema: { tags, params: WorldScanParams, response: { 200: WorldScan, ...errors } },
    },
    async (request, reply) =>
      sendScan(reply, await getWorldScan(deps, currentUser(request), request.params.id)),
  );

  app.post(
    '/world-scans/:id/apply',
    {
      config: { access: 'trades.write' },
      schema: {
        tags,
        params: WorldScanParams,
        body: ApplyWorldScanRequest,
        response: { 200: ApplyWorldScanResult, ...errors },
      },
    },
    async (request) => applyWorldScan(deps, currentUser(request), request.params.id, request.body),
  );
};

/**
 * The uploaded ZIP: a file that is no ZIP by its name is answered like one that is none by its contents, and one
 * over the limit names the setting.
 */
async function receiveZip(request: Parameters<typeof receiveUpload>[0]) {
  const limit = worldScanSettings().maxUploadBytes;
  try {
    return await receiveUpload(request, '.zip', limit);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 400 && error.message.startsWith('Only .zip files')) {
      throw new HttpError(400, WORLD_SCAN_NO_LEVEL_DAT);
    }
    if (error.status === 413) {
      throw new HttpError(
        413,
        `The upload is larger than ${describeBytes(limit)}, the most a world scan takes (WORLD_SCAN_MAX_UPLOAD_BYTES).`,
      );
    }
    throw error;
  }
}

/**
 * A scan as JSON text: a preview holds thousands of villagers, and checking it against its response schema on
 * the way out would cost the event loop most of a second for a large world (the code that built it follows the
 * schema; the API tests check it).
 */
function sendScan(reply: FastifyReply, scan: WorldScan) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(scan));
}

/** A browser's scan, checked field by field: 400 naming the first fields that break the schema. */
function reportOf(body: unknown): WorldScanReport {
  const parsed = WorldScanReport.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
  }));
  throw new HttpError(400, describeValidation('body', issues));
}
