import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The first problem a form's schema found, in the order of `labels`, as one sentence: a spec message
 * ('Modpack name is required.') as it is, a contract's field rule ('must be at least 8 characters') after the
 * field's label ('New password must be at least 8 characters.').
 */
export function formProblem<T extends FieldValues>(
  errors: FieldErrors<T>,
  labels: Readonly<Partial<Record<keyof T & string, string>>>,
): string | null {
  for (const [field, label] of Object.entries(labels)) {
    const message = errors[field]?.message;
    if (typeof message !== 'string' || !message) continue;
    if (!/^[a-z]/.test(message)) return message;
    return `${label ?? field} ${message}${message.endsWith('.') ? '' : '.'}`;
  }
  return null;
}
