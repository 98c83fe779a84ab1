import { Alert, Button, Group, Input, Loader, Progress, Stack, Text } from '@mantine/core';
import type { WorldScanProgress } from '@tradehall/contracts';
import { type FormEvent, useId, useState } from 'react';
import { failureText, IMPORT_MESSAGES } from './messages';
import type { ScanState } from './use-world-scan';

interface WorldUploadProps {
  state: ScanState;
  onStart: (file: File) => void;
  onCancel: () => void;
}

/**
 * The ZIP of the world folder: choose it (Upload and scan waits for one), upload it (progress bar), then the server scans it (regions read of
 * total, when the server has said; else an indeterminate status).
 */
export function WorldUpload({ state, onStart, onCancel }: WorldUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const busy = state.phase === 'uploading' || state.phase === 'scanning';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (file) onStart(file);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Upload a world save">
      <Stack gap="sm">
        <Input.Wrapper
          label="World save (ZIP)"
          description="Zip the world folder itself: level.dat and region/ (a Minecraft 1.12 world)."
          labelProps={{ htmlFor: inputId }}
          descriptionProps={{ id: hintId }}
        >
          <input
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            style={{ display: 'block', marginTop: 4 }}
          />
        </Input.Wrapper>
        <Group gap="sm">
          <Button type="submit" disabled={busy || file === null}>
            Upload and scan
          </Button>
          {busy && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
        {state.phase === 'uploading' && (
          <Stack gap={4}>
            <Progress value={state.percent} aria-label="Upload progress" />
            <Text size="sm" c="dimmed" role="status">
              Uploading… {state.percent}%
            </Text>
          </Stack>
        )}
        {state.phase === 'scanning' && <ScanStatus progress={state.progress} />}
        {state.phase === 'failed' && (
          <Alert color="red" role="alert" py="xs">
            {IMPORT_MESSAGES.scanFailed}
            {failureText(state.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** The server's scan: a bar of regions read of total once it knows the total, else a spinner and what it does. */
function ScanStatus({ progress }: { progress: WorldScanProgress | undefined }) {
  if (progress && progress.phase !== 'unpacking' && progress.total > 0) {
    const read = Math.min(progress.read, progress.total);
    return (
      <Stack gap={4}>
        <Progress value={Math.round((read / progress.total) * 100)} aria-label="Scan progress" />
        <Text size="sm" c="dimmed" role="status">
          {IMPORT_MESSAGES.scanProgress(read, progress.total)}
        </Text>
      </Stack>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">
        {progress?.phase === 'unpacking' ? IMPORT_MESSAGES.unpacking : IMPORT_MESSAGES.scanning}
      </Text>
    </Group>
  );
}
