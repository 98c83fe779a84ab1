import {
  DataRow,
  ErrorResponse,
  RowDeleted,
  RowSaved,
  TableData,
  TableDataQuery,
  TableNames,
  TableParams,
  TableRowParams,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { createRow, deleteRow, editorTableNames, readTable, updateRow } from './data-editor.service';
import { BACKUP_TABLES } from './table-registry';

const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The generic table editor (SPEC §7): an allow-list of tables, each row checked by its owning screen's rules. */
export const dataEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, dialect: app.deps.dialect };
  const tags = ['data editor'];

  app.get(
    '/data_editor/tables',
    { config: { access: 'admin.read' }, schema: { tags, response: { 200: TableNames } } },
    async () => editorTableNames(),
  );

  app.get(
    '/data_editor/backup_tables',
    { config: { access: 'admin.read' }, schema: { tags, response: { 200: TableNames } } },
    async () => BACKUP_TABLES.map((table) => table.name),
  );

  app.get(
    '/data_editor/tables/:table',
    {
      config: { access: 'admin.read' },
      schema: {
        tags,
        params: TableParams,
        querystring: TableDataQuery,
        response: { 200: TableData, 404: ErrorResponse },
      },
    },
    async (request) => readTable(deps.db, request.params.table, request.query),
  );

  app.post(
    '/data_editor/tables/:table',
    {
      config: { access: 'admin.write' },
      schema: { tags, params: TableParams, body: DataRow, response: { 201: RowSaved, ...errors } },
    },
    async (request, reply) => {
      const saved = await createRow(deps, currentUser(request), request.params.table, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/data_editor/tables/:table/:id',
    {
      config: { access: 'admin.write' },
      schema: { tags, params: TableRowParams, body: DataRow, response: { 200: RowSaved, ...errors } },
    },
    async (request) =>
      updateRow(deps, currentUser(request), request.params.table, request.params.id, request.body),
  );

  app.delete(
    '/data_editor/tables/:table/:id',
    {
      config: { access: 'admin.write' },
      schema: { tags, params: TableRowParams, response: { 200: RowDeleted, ...errors } },
    },
    async (request) => deleteRow(deps, currentUser(request), request.params.table, request.params.id),
  );
};
