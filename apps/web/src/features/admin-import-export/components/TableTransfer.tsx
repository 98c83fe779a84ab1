import { Button, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { exportTable, useImportTable } from '../../../entities/data-tables';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { type Feedback, failureText } from '../import-messages';
import { useDownloadLink } from '../use-download-link';
import { DownloadLinkView } from './DownloadLinkView';
import { FeedbackAlert } from './FeedbackAlert';
import { FilePicker } from './FilePicker';
import { UploadProgressBar } from './UploadProgressBar';

/** One table: Export CSV (with a Download link) and, for roles that may write, Import CSV. */
export function TableTransfer({ tables, writes }: { tables: readonly string[]; writes: boolean }) {
  const [table, setTable] = useState(tables[0] ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const download = useDownloadLink();
  const importTable = useImportTable();

  async function onExport() {
    setFeedback(null);
    setExporting(true);
    try {
      const { blob, filename } = await exportTable(table);
      download.show(blob, filename);
    } catch (error) {
      setFeedback({ kind: 'error', text: failureText('Export failed: ', error) });
    } finally {
      setExporting(false);
    }
  }

  async function onImport() {
    if (!file) {
      setFeedback({ kind: 'error', text: 'Please select a CSV file first.' });
      return;
    }
    setFeedback(null);
    try {
      const result = await importTable(table, file, setProgress);
      setFeedback({
        kind: 'success',
        text: `${result.status}\n${result.inserted} added, ${result.updated} updated, ${result.unchanged} unchanged.`,
      });
      setFile(null);
      setPickerKey((key) => key + 1);
    } catch (error) {
      setFeedback({ kind: 'error', text: failureText('Import failed: ', error) });
    } finally {
      setProgress(null);
    }
  }

  const busy = exporting || progress !== null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="table-transfer-heading">
      <Stack>
        <Title order={3} id="table-transfer-heading">
          One table (CSV)
        </Title>
        <NativeSelect
          label="Table"
          data={[...tables]}
          value={table}
          onChange={(event) => {
            setTable(event.currentTarget.value);
            setFeedback(null);
          }}
          maw={320}
        />
        <Group>
          <Button onClick={() => void onExport()} loading={exporting} disabled={busy || !table}>
            Export CSV
          </Button>
        </Group>
        <DownloadLinkView link={download.link} />
        {writes && (
          <>
            <FilePicker
              key={pickerKey}
              label="CSV file to import"
              accept=".csv"
              onChange={setFile}
              disabled={busy}
            />
            <Group>
              <Button onClick={() => void onImport()} disabled={busy || !table} variant="light">
                Import CSV
              </Button>
            </Group>
            <UploadProgressBar progress={progress} />
          </>
        )}
        <FeedbackAlert feedback={feedback} />
      </Stack>
    </Paper>
  );
}
