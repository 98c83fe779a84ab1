import { IMPORT_LIMITS, type ImportResult, importedStatus } from '@tradehall/contracts';
import type { AuthUser } from '../../plugins/auth';
import { assertTableWrite } from '../data-editor/issues';
import { tableNamed } from '../data-editor/table-registry';
import { recordTablesChange } from '../events/row-changes';
import { writeAudit } from '../logs/audit';
import { World } from '../shared/table/world';
import { ProblemList } from './problems';
import { checkCsvFile, writeCsvFile } from './run-import';
import { type ImportDeps, importTransaction } from './transaction';
import type { Upload } from './upload';

/**
 * POST /api/import/{table}: checks the whole file by the table's rules first (nothing written); any problem
 * refuses the file with the rows, columns and reasons. Then writes it in one transaction: a row with an id
 * updates that row (or is inserted with that id) while it still has the version the check read, a row without
 * inserts. One log entry records the import, and one more each row it wrote.
 */
export async function importCsv(
  deps: ImportDeps,
  actor: AuthUser,
  tableName: string,
  upload: Upload,
): Promise<ImportResult> {
  const table = tableNamed(tableName);
  assertTableWrite(actor, table);
  const problems = new ProblemList();
  const { rows, versions, warnings } = await checkCsvFile(
    table,
    new World(deps.db),
    'merge',
    actor,
    upload.path,
    problems,
  );
  if (problems.count > 0) throw problems.refusal(upload.filename);

  const counts = await importTransaction(deps, [table.name], async (trx) => {
    const written = await writeCsvFile(
      {
        trx,
        dialect: deps.dialect,
        world: new World(trx),
        mode: 'merge',
        actor,
        expected: versions,
        skipUnchanged: true,
      },
      table,
      upload.path,
      { file: upload.filename },
    );
    recordTablesChange(trx, [table.name], actor.username);
    await writeAudit(trx, {
      username: actor.username,
      action: 'import',
      table: table.name,
      details: {
        file: upload.filename,
        rows,
        inserted: written.inserted,
        updated: written.updated,
        unchanged: written.unchanged,
        ...(written.also_updated.length > 0 ? { also_updated: written.also_updated } : {}),
      },
    });
    return written;
  });
  return {
    status: importedStatus(table.name),
    inserted: counts.inserted,
    updated: counts.updated,
    unchanged: counts.unchanged,
    ...(warnings.length > 0
      ? {
          warnings: warnings
            .slice(0, IMPORT_LIMITS.maxListedProblems)
            .map(({ row, column, reason }) => ({ row, column, reason })),
          warning_count: warnings.length,
        }
      : {}),
  };
}
