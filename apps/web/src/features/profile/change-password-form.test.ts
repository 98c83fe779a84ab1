import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { firstFormProblem } from '../../lib/form-problem';
import { ChangePasswordForm, PASSWORD_CHANGE_LABELS, PASSWORD_CHANGE_MESSAGES } from './change-password-form';

/** The form's first problem as the screen shows it, and every field marked invalid. */
function check(fields: { old_password: string; new_password: string; confirm_password: string }) {
  const parsed = ChangePasswordForm.safeParse(fields);
  if (parsed.success) return { problem: null, invalid: [] };
  const errors: FieldErrors<typeof fields> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof typeof fields;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { problem: firstFormProblem(errors, PASSWORD_CHANGE_LABELS), invalid: Object.keys(errors).sort() };
}

describe('Change Password form', () => {
  it.each([
    {
      fields: { old_password: '', new_password: '', confirm_password: '' },
      problem: { field: 'old_password', text: PASSWORD_CHANGE_MESSAGES.required },
      invalid: ['confirm_password', 'new_password', 'old_password'],
    },
    {
      fields: { old_password: 'old-secret', new_password: 'new-secret-1', confirm_password: '' },
      problem: { field: 'confirm_password', text: PASSWORD_CHANGE_MESSAGES.required },
      invalid: ['confirm_password'],
    },
    {
      fields: { old_password: 'old-secret', new_password: 'new-secret-1', confirm_password: 'new-secret-2' },
      problem: { field: 'confirm_password', text: PASSWORD_CHANGE_MESSAGES.mismatch },
      invalid: ['confirm_password'],
    },
    {
      // The API's own rule for a new password, after the field's label.
      fields: { old_password: 'old-secret', new_password: 'short', confirm_password: 'short' },
      problem: { field: 'new_password', text: 'New password must be at least 8 characters.' },
      invalid: ['new_password'],
    },
    {
      fields: { old_password: 'old-secret', new_password: 'new-secret-1', confirm_password: 'new-secret-1' },
      problem: null,
      invalid: [],
    },
  ])('$problem.text', ({ fields, problem, invalid }) => {
    expect(check(fields)).toEqual({ problem, invalid });
  });
});
