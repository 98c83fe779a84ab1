import { createHash } from 'node:crypto';
import { IMPORT_LIMITS, type ImportAllResult } from '@tradehall/contracts';
import type { AuthUser } from '../../plugins/auth';
import { recordTablesChange } from '../events/row-changes';
import { writeAudit } from '../logs/audit';
import type { Actor, Db, TableDef } from '../shared/table/types';
import { World } from '../shared/table/world';
import { BACKUP_ENTRY_NAMES, type BackupPlan, backupFileOf, planBackup } from './backup-manifest';
import { tableCsv } from './csv-write';
import { ProblemList } from './problems';
import { lockTablesForRestore } from './restore.repository';
import { checkCsvFile, writeCsvFile } from './run-import';
import { type ImportDeps, importTransaction } from './transaction';
import type { Upload } from './upload';
import { extractZip } from './zip-read';

/**
 * POST /api/import_all: unpacks the backup and checks its manifest and checksums; then, in one transaction that
 * holds the tables locked, checks every row (see checkBackup) and only then empties those tables and refills
 * them with the backup's rows, ids and versions kept.
 */
export async function importAll(deps: ImportDeps, actor: AuthUser, upload: Upload): Promise<ImportAllResult> {
  const entries = await extractZip(upload.path, upload.dir, BACKUP_ENTRY_NAMES, {
    maxEntries: IMPORT_LIMITS.zipMaxEntries,
    maxUncompressedBytes: IMPORT_LIMITS.zipMaxUncompressedBytes,
  });
  const plan = await planBackup(entries);

  const names = plan.tables.map((t) => t.table.name);
  const result = await importTransaction(deps, names, async (trx) => {
    // Checked inside the write's transaction, with the tables locked: what was checked is what gets written.
    await lockTablesForRestore(trx, deps.dialect, names);
    await checkBackup(plan, new World(trx), actor, upload.filename);
    const same = await unchangedTables(trx, plan);
    const emptied = new Map<string, number>();
    for (const { table } of [...plan.tables].reverse()) {
      if (!same.has(table.name)) emptied.set(table.name, await table.clear(trx));
    }
    const rowsByTable: Record<string, number> = {};
    for (const { table, path, rows } of plan.tables) {
      if (same.has(table.name)) {
        rowsByTable[table.name] = rows;
        continue;
      }
      const world = new World(trx);
      const context = {
        trx,
        dialect: deps.dialect,
        world,
        mode: 'replace' as const,
        actor,
        expected: new Map(),
      };
      const written = await writeCsvFile(context, table, path);
      rowsByTable[table.name] = written.inserted + written.updated;
      await writeAudit(trx, {
        username: actor.username,
        action: 'replace',
        table: table.name,
        details: {
          file: upload.filename,
          backup_created_at: plan.manifest.created_at,
          rows_before: emptied.get(table.name) ?? 0,
          rows_after: rowsByTable[table.name],
        },
      });
    }
    const replaced = names.filter((name) => !same.has(name));
    if (replaced.length > 0) recordTablesChange(trx, replaced, actor.username);
    return { rowsByTable, replaced, unchanged: names.filter((name) => same.has(name)) };
  });
  const tableCount = (n: number) => (n === 1 ? '1 table' : `${n} tables`);
  const parts = [
    ...(result.replaced.length > 0
      ? [
          `Replaced ${tableCount(result.replaced.length)} from ${upload.filename}: ${result.replaced.join(', ')}.`,
        ]
      : [`Nothing to replace from ${upload.filename}.`]),
    ...(result.unchanged.length > 0
      ? [`${tableCount(result.unchanged.length)} unchanged: ${result.unchanged.join(', ')}.`]
      : []),
  ];
  return { status: parts.join(' '), tables: result.rowsByTable, unchanged: result.unchanged };
}

/** SHA-256 of a table's CSV as Export All would write it now. */
async function storedSha256(trx: Db, table: TableDef): Promise<string> {
  const hash = createHash('sha256');
  for await (const text of tableCsv(trx, table)) hash.update(Buffer.from(text, 'utf8'));
  return hash.digest('hex');
}

/**
 * The tables the backup leaves as they are: their CSV is byte for byte what Export All writes of them now, and
 * none of the tables they refer to is replaced (emptying a parent empties its children). They are not emptied,
 * not written and not logged.
 */
async function unchangedTables(trx: Db, plan: BackupPlan): Promise<Set<string>> {
  const sha = new Map(plan.manifest.tables.map((entry) => [entry.table, entry.sha256]));
  const same = new Set<string>();
  const replaced = new Set<string>();
  for (const { table } of plan.tables) {
    const parentReplaced = table.parents.some((parent) => replaced.has(parent));
    if (!parentReplaced && (await storedSha256(trx, table)) === sha.get(table.name)) same.add(table.name);
    else replaced.add(table.name);
  }
  return same;
}

/** Every row of every table, parents before children, each against the backup's own rows of its parents. */
async function checkBackup(plan: BackupPlan, world: World, actor: Actor, filename: string): Promise<void> {
  const problems = new ProblemList();
  for (const [index, { table, path, rows }] of plan.tables.entries()) {
    const file = backupFileOf(table.name);
    const { rows: found } = await checkCsvFile(table, world, 'replace', actor, path, problems, file);
    if (found !== rows) {
      problems.add(
        [{ row: null, column: null, reason: `holds ${found} rows but manifest.json says ${rows}` }],
        file,
      );
    }
    if (problems.count > 0) {
      const rest = plan.tables.slice(index + 1).map((t) => backupFileOf(t.table.name));
      const note = rest.length > 0 ? ` Not checked yet (they depend on it): ${rest.join(', ')}.` : '';
      throw problems.refusal(filename, note);
    }
  }
}
