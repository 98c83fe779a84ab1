import { ChangePasswordRequest } from '@tradehall/contracts';
import { z } from 'zod';

export const PASSWORD_CHANGE_MESSAGES = {
  required: 'All password fields are required.',
  mismatch: 'New passwords must match.',
} as const;

/**
 * Change Password: the spec's checks first (all three fields, the two new ones equal; SPEC §5), then the
 * API's own rules for the new password (length, allowed characters).
 */
export const ChangePasswordForm = z
  .object({ old_password: z.string(), new_password: z.string(), confirm_password: z.string() })
  .superRefine((fields, context) => {
    const empty = (['old_password', 'new_password', 'confirm_password'] as const).filter((f) => !fields[f]);
    // One message for the three fields (SPEC §5), on each that is empty.
    for (const field of empty) {
      context.addIssue({ code: 'custom', path: [field], message: PASSWORD_CHANGE_MESSAGES.required });
    }
    if (empty.length > 0) return;
    if (fields.new_password !== fields.confirm_password) {
      context.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: PASSWORD_CHANGE_MESSAGES.mismatch,
      });
    }
  })
  .pipe(ChangePasswordRequest.extend({ confirm_password: z.string() }));
export type ChangePasswordFormInput = z.input<typeof ChangePasswordForm>;

export const PASSWORD_CHANGE_LABELS = {
  old_password: 'Old password',
  new_password: 'New password',
  confirm_password: 'Confirm new password',
} as const;
