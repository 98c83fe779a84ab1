import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest } from '@tradehall/contracts';
import { Zip, ZipDeflate } from 'fflate';
import { nowIso } from '../../lib/time';
import { BACKUP_TABLES } from '../data-editor/table-registry';
import { readSnapshot } from '../shared/transaction';
import { backupFileOf, MANIFEST } from './backup-manifest';
import { tableCsv } from './csv-write';
import type { ImportDeps } from './transaction';

/**
 * Export All: one CSV per backup table (the same CSV as GET /api/export/{table}) and manifest.json (format
 * version, row counts, SHA-256 of each CSV), written to `path` from one consistent snapshot. Memory stays flat:
 * pages of rows are deflated straight into the file.
 */
export async function writeBackupZip(deps: ImportDeps, path: string): Promise<BackupManifest> {
  const fd = openSync(path, 'w');
  let zipError: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) zipError ??= error;
    else writeSync(fd, data);
  });
  try {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      created_at: nowIso(),
      tables: [],
    };
    await readSnapshot(deps.db, deps.dialect, async (db) => {
      for (const table of BACKUP_TABLES) {
        const file = new ZipDeflate(backupFileOf(table.name), { level: 6 });
        zip.add(file);
        const hash = createHash('sha256');
        let rows = 0;
        for await (const text of tableCsv(db, table, (count) => {
          rows += count;
        })) {
          const bytes = Buffer.from(text, 'utf8');
          hash.update(bytes);
          file.push(bytes);
        }
        file.push(new Uint8Array(0), true);
        manifest.tables.push({
          table: table.name,
          file: backupFileOf(table.name),
          rows,
          sha256: hash.digest('hex'),
        });
      }
    });
    const manifestFile = new ZipDeflate(MANIFEST, { level: 6 });
    zip.add(manifestFile);
    manifestFile.push(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'), true);
    zip.end();
    if (zipError) throw zipError;
    return manifest;
  } finally {
    closeSync(fd);
  }
}
