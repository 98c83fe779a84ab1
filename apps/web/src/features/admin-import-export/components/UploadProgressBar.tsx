import { Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '../../../lib/upload-with-progress';

/** Upload progress, then 'Checking and importing…' while the server works through the file. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  if (!progress) return null;
  const uploading = progress.phase === 'uploading';
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={uploading ? progress.percent : 100}
        animated={!uploading}
        striped={!uploading}
        aria-label="Upload progress"
      />
      <Text size="sm" c="dimmed">
        {uploading
          ? `Uploading… ${progress.percent}%`
          : 'Checking and importing… (nothing is written unless every row passes)'}
      </Text>
    </Stack>
  );
}
