import { Alert } from '@mantine/core';
import type { Feedback } from '../import-messages';

export function FeedbackAlert({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  return (
    <Alert
      color={feedback.kind === 'success' ? 'green' : 'red'}
      role={feedback.kind === 'success' ? 'status' : 'alert'}
      style={{ whiteSpace: 'pre-wrap' }}
    >
      {feedback.text}
    </Alert>
  );
}
