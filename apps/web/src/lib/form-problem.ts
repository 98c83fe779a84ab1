import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first problem a form's schema found: on which field, and as one sentence. */
export interface FormProblem {
  field: string;
  text: string;
}

/**
 * The first problem a form's schema found, in the order of `labels`: a spec message ('Modpack name is
 * required.') as it is, a contract's field rule ('must be at least 8 characters') after the field's label
 * ('New password must be at least 8 characters.').
 */
export function firstFormProblem<T extends FieldValues>(
  errors: FieldErrors<T>,
  labels: Readonly<Partial<Record<keyof T & string, string>>>,
): FormProblem | null {
  for (const [field, label] of Object.entries(labels)) {
    const text = fieldProblemText(errors, field, label ?? field);
    if (text) return { field, text };
  }
  return null;
}

/** A field's problem as one sentence ('Username is required.'), or null when it has none. */
export function fieldProblemText<T extends FieldValues>(
  errors: FieldErrors<T>,
  field: string,
  label: string,
): string | null {
  const message = errors[field]?.message;
  if (typeof message !== 'string' || !message) return null;
  if (!/^[a-z]/.test(message)) return message;
  return `${label} ${message}${message.endsWith('.') ? '' : '.'}`;
}

/** The text of `firstFormProblem`, or null. */
export function formProblem<T extends FieldValues>(
  errors: FieldErrors<T>,
  labels: Readonly<Partial<Record<keyof T & string, string>>>,
): string | null {
  return firstFormProblem(errors, labels)?.text ?? null;
}

/** What a Mantine input shows of the form's problems. */
export interface FieldErrorProps {
  error?: string | boolean;
  errorProps?: { role: 'alert' };
}

/**
 * A Mantine input's error props: the form's first problem is shown under its field and announced (role alert;
 * Mantine ties it to the input with aria-describedby and sets aria-invalid); any other field with a problem is
 * marked invalid without repeating the message.
 */
export function fieldErrorProps<T extends FieldValues>(
  errors: FieldErrors<T>,
  problem: FormProblem | null,
  field: keyof T & string,
): FieldErrorProps {
  if (problem?.field === field) return { error: problem.text, errorProps: { role: 'alert' } };
  return errors[field] ? { error: true } : {};
}
