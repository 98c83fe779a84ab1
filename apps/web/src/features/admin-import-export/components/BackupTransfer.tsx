import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { exportAll, useBackupTableNames, useImportAll } from '../../../entities/data-tables';
import type { UploadProgress } from '../../../lib/upload-with-progress';
import { type Feedback, failureText } from '../import-messages';
import { useDownloadLink } from '../use-download-link';
import { DownloadLinkView } from './DownloadLinkView';
import { FeedbackAlert } from './FeedbackAlert';
import { FilePicker } from './FilePicker';
import { UploadProgressBar } from './UploadProgressBar';

/**
 * Every backup table at once: Export All to ZIP and, for roles that may restore a backup (`backup.restore`, admin
 * only), Import All from ZIP.
 */
export function BackupTransfer({ restores }: { restores: boolean }) {
  const tables = useBackupTableNames();
  const importAll = useImportAll();
  const [file, setFile] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const download = useDownloadLink();

  async function onExport() {
    setFeedback(null);
    setExporting(true);
    try {
      const { blob, filename } = await exportAll();
      download.show(blob, filename);
    } catch (error) {
      setFeedback({ kind: 'error', text: failureText('Bulk export failed: ', error) });
    } finally {
      setExporting(false);
    }
  }

  function askToImport() {
    if (!file) {
      setFeedback({ kind: 'error', text: 'Please select a ZIP file first.' });
      return;
    }
    setFeedback(null);
    setConfirming(true);
  }

  async function onImport() {
    if (!file) return;
    setConfirming(false);
    try {
      const result = await importAll(file, setProgress);
      const rows = Object.entries(result.tables)
        .map(([table, count]) => `${table}: ${count}`)
        .join(', ');
      setFeedback({ kind: 'success', text: `${result.status}\nRows now: ${rows}.` });
      setFile(null);
      setPickerKey((key) => key + 1);
    } catch (error) {
      setFeedback({ kind: 'error', text: failureText('Bulk import failed: ', error) });
    } finally {
      setProgress(null);
    }
  }

  const busy = exporting || progress !== null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="backup-transfer-heading">
      <Stack>
        <Title order={3} id="backup-transfer-heading">
          All tables (ZIP backup)
        </Title>
        <Text size="sm">
          A ZIP with one CSV per table{tables.data ? ` (${tables.data.join(', ')})` : ''} and a manifest with
          row counts and checksums.
        </Text>
        <Group>
          <Button onClick={() => void onExport()} loading={exporting} disabled={busy}>
            Export All to ZIP
          </Button>
        </Group>
        <DownloadLinkView link={download.link} />
        {restores && (
          <>
            <Alert color="orange" title="Import All replaces tables">
              Import All from ZIP REPLACES every table the ZIP holds: their current rows are deleted and the
              ZIP's rows put in their place. The whole ZIP is checked first; if anything is wrong nothing
              changes.
            </Alert>
            <FilePicker
              key={pickerKey}
              label="ZIP backup to import"
              accept=".zip"
              onChange={setFile}
              disabled={busy}
            />
            {confirming ? (
              <Group>
                <Text size="sm" fw={600}>
                  Replace the tables in {file?.name}?
                </Text>
                <Button color="red" onClick={() => void onImport()}>
                  Confirm Replace
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </Group>
            ) : (
              <Group>
                <Button color="red" variant="light" onClick={askToImport} disabled={busy}>
                  Import All from ZIP
                </Button>
              </Group>
            )}
            <UploadProgressBar progress={progress} />
          </>
        )}
        <FeedbackAlert feedback={feedback} />
      </Stack>
    </Paper>
  );
}
