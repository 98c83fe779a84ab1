import { PASSWORD_MIN_LENGTH } from '@tradehall/contracts';

export interface PasswordChangeFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The checks of SPEC §5 before the request is sent; null when the fields may be sent. */
export function passwordChangeProblem(fields: PasswordChangeFields): string | null {
  if (!fields.oldPassword || !fields.newPassword || !fields.confirmPassword) {
    return 'All password fields are required.';
  }
  if (fields.newPassword !== fields.confirmPassword) return 'New passwords must match.';
  if (fields.newPassword.length < PASSWORD_MIN_LENGTH) {
    return `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  return null;
}
