import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  ErrorResponse,
  IMPORT_LIMITS,
  ImportAllResult,
  ImportRefused,
  ImportResult,
  TableParams,
} from '@tradehall/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { tableNamed } from '../data-editor/table-registry';
import { replayForUpload } from '../idempotency/idempotency.plugin';
import { tableCsvStream } from './csv-write';
import { writeBackupZip } from './export.service';
import { importCsv } from './import.service';
import { importAll } from './import-all.service';
import { ImportRefusedError } from './problems';
import { makeTempFolder, receiveUpload } from './upload';

export const IMPORT_ALL_ADMIN_ONLY =
  'Only an admin can use Import All: it replaces every table, servers and their members included.';

const attachment = (filename: string) => `attachment; filename="${filename}"`;

/** A refused import answers with its problems listed; other errors go to the app's error handler. */
async function answerRefusal<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportRefusedError) return reply.status(error.status).send(error.body);
    throw error;
  }
}

/** CSV export and import of one table, ZIP backup of every backup table (SPEC §7). */
export const importExportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(IMPORT_LIMITS.csvMaxBytes, IMPORT_LIMITS.zipMaxBytes),
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });
  const deps = { db: app.deps.db, dialect: app.deps.dialect, hooks: app.deps.importHooks };
  const tags = ['import and export'];
  const refusals = {
    400: ImportRefused.or(ErrorResponse),
    403: ImportRefused.or(ErrorResponse),
    404: ImportRefused.or(ErrorResponse),
    409: ImportRefused.or(ErrorResponse),
    413: ErrorResponse,
  };

  app.get(
    '/export/:table',
    {
      config: { access: 'admin.read' },
      schema: { tags, params: TableParams },
    },
    async (request, reply) => {
      const table = tableNamed(request.params.table);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(`${table.name}.csv`))
        .header('Cache-Control', 'no-store')
        .send(tableCsvStream(deps.db, table));
    },
  );

  app.post(
    '/import/:table',
    {
      config: { access: 'admin.write', idempotent: 'upload' },
      schema: {
        tags,
        params: TableParams,
        consumes: ['multipart/form-data'],
        response: { 200: ImportResult, ...refusals },
      },
    },
    async (request, reply) => {
      const table = tableNamed(request.params.table);
      const upload = await receiveUpload(request, '.csv', IMPORT_LIMITS.csvMaxBytes);
      try {
        if (await replayForUpload(deps.db, request, reply, upload.path)) return reply;
        return await answerRefusal(reply, () => importCsv(deps, currentUser(request), table.name, upload));
      } finally {
        await upload.cleanup();
      }
    },
  );

  app.get('/export_all', { config: { access: 'admin.read' }, schema: { tags } }, async (_request, reply) => {
    const dir = await makeTempFolder('export');
    const path = join(dir, 'backup.zip');
    try {
      await writeBackupZip(deps, path);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
    const stream = createReadStream(path);
    stream.on('close', () => void rm(dir, { recursive: true, force: true }));
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachment(`tradehall-backup-${stamp}.zip`))
      .header('Cache-Control', 'no-store')
      .send(stream);
  });

  app.post(
    '/import_all',
    {
      config: { access: 'backup.restore', denied: IMPORT_ALL_ADMIN_ONLY, idempotent: 'upload' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ImportAllResult, ...refusals } },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, '.zip', IMPORT_LIMITS.zipMaxBytes);
      try {
        if (await replayForUpload(deps.db, request, reply, upload.path)) return reply;
        return await answerRefusal(reply, () => importAll(deps, currentUser(request), upload));
      } finally {
        await upload.cleanup();
      }
    },
  );
};
