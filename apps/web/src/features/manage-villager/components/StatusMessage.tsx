import { Alert } from '@mantine/core';

export interface Feedback {
  /** warning: saved, but something looks wrong (e.g. a librarian's price out of range). */
  kind: 'success' | 'error' | 'info' | 'warning';
  text: string;
  /** Extra lines under the text (e.g. the rows a save could not write). */
  details?: readonly string[];
  /** The form field the problem is about: it shows under that field instead (`fieldProblem`). */
  field?: string;
}

/** The problem to show under `field`, if the feedback is about it. */
export function fieldProblem(feedback: Feedback | null, field: string): string | null {
  return feedback?.field === field ? feedback.text : null;
}

/** The feedback to show below the form: everything but a field's problem. */
export function formFeedback(feedback: Feedback | null): Feedback | null {
  return feedback?.field ? null : feedback;
}

const COLORS = { success: 'green', error: 'red', info: 'blue', warning: 'yellow' } as const;

/** A result or problem line; errors are announced at once (role alert), the rest politely (role status). */
export function StatusMessage({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  return (
    <Alert color={COLORS[feedback.kind]} role={feedback.kind === 'error' ? 'alert' : 'status'} py="xs">
      {feedback.text}
      {feedback.details && feedback.details.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {feedback.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
