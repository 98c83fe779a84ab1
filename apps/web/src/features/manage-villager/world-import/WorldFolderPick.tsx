import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { PickedFile } from '@tradehall/world-save/browser';
import { type DragEvent, useId, useRef, useState } from 'react';
import { canDropFolders, pickedFromDrop, pickedFromInput } from './folder-files';
import { failureText, IMPORT_MESSAGES } from './messages';
import type { FolderScanState } from './use-folder-scan';

interface WorldFolderPickProps {
  state: FolderScanState;
  onStart: (picked: PickedFile[]) => void;
  onCancel: () => void;
}

/**
 * The world folder read in this browser: chosen with a folder picker or dropped; only level.dat and the region
 * files are read, and only the villagers found are sent (progress per region file while reading).
 */
export function WorldFolderPick({ state, onStart, onCancel }: WorldFolderPickProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const [notFolder, setNotFolder] = useState(false);
  const busy = state.phase === 'reading' || state.phase === 'sending';
  const droppable = canDropFolders();

  async function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (busy) return;
    const picked = await pickedFromDrop(event.dataTransfer.items);
    setNotFolder(picked === null);
    if (picked) onStart(picked);
  }

  return (
    <Paper
      withBorder
      p="sm"
      onDragOver={(event) => {
        if (!droppable) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => void drop(event)}
      bg={over ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Stack gap="sm">
        <div>
          <label htmlFor={inputId}>
            <Text size="sm" fw={500} component="span">
              World folder
            </Text>
          </label>
          <Text id={hintId} size="xs" c="dimmed">
            {IMPORT_MESSAGES.folderHint}
            {droppable ? ` ${IMPORT_MESSAGES.folderDrop}` : ''}
          </Text>
          <input
            id={inputId}
            ref={(element) => {
              input.current = element;
              element?.setAttribute('webkitdirectory', '');
            }}
            type="file"
            multiple
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => {
              const files = event.currentTarget.files;
              if (files && files.length > 0) onStart(pickedFromInput(files));
              event.currentTarget.value = '';
            }}
            style={{ display: 'none' }}
          />
        </div>
        <Group gap="sm">
          <Button variant="light" disabled={busy} onClick={() => input.current?.click()}>
            Choose world folder
          </Button>
          {busy && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
        {state.phase === 'reading' && (
          <Stack gap={4}>
            <Progress
              value={state.total > 0 ? Math.round((state.read / state.total) * 100) : 0}
              aria-label="Reading progress"
            />
            <Text size="sm" c="dimmed" role="status">
              {IMPORT_MESSAGES.readingProgress(state.read, state.total, state.file)}
            </Text>
          </Stack>
        )}
        {state.phase === 'sending' && (
          <Text size="sm" role="status">
            {IMPORT_MESSAGES.sending}
          </Text>
        )}
        {notFolder && (
          <Alert color="red" role="alert" py="xs">
            {IMPORT_MESSAGES.dropFolder}
          </Alert>
        )}
        {state.phase === 'failed' && (
          <Alert color="red" role="alert" py="xs">
            {IMPORT_MESSAGES.scanFailed}
            {failureText(state.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
