import { Alert, Text } from '@mantine/core';
import type { EditFeedback } from '../use-bauble-editing';

/** The server's message after a save, or 'Error saving changes.' with the server's reason beneath. */
export function EditFeedbackAlert({ feedback }: { feedback: EditFeedback }) {
  const success = feedback.kind === 'success';
  return (
    <Alert color={success ? 'green' : 'red'} role={success ? 'status' : 'alert'}>
      <Text size="sm">{feedback.text}</Text>
      {feedback.detail && (
        <Text size="sm" c="dimmed">
          {feedback.detail}
        </Text>
      )}
    </Alert>
  );
}
