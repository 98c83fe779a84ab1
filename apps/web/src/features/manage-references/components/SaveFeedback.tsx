import { Alert, Text } from '@mantine/core';

export type SaveFeedbackState =
  | { kind: 'success'; text: string; alsoUpdated: readonly string[] }
  | { kind: 'error'; text: string; detail: string };

/** After Save Changes: the server's message (and which partners changed with it), or 'Save failed.' and why. */
export function SaveFeedback({ feedback }: { feedback: SaveFeedbackState }) {
  if (feedback.kind === 'error') {
    return (
      <Alert color="red" role="alert">
        <Text size="sm">{feedback.text}</Text>
        {feedback.detail && <Text size="sm">{feedback.detail}</Text>}
      </Alert>
    );
  }
  return (
    <Alert color="green" role="status">
      <Text size="sm">{feedback.text}</Text>
      {feedback.alsoUpdated.length > 0 && (
        <Text size="sm">
          Also updated to keep incompatibilities symmetric: {feedback.alsoUpdated.join(', ')}.
        </Text>
      )}
    </Alert>
  );
}
