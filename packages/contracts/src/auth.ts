import { z } from 'zod';
import { requiredText } from './common';
import { ROLES } from './roles';
import { passwordProblem } from './text';

export const RoleSchema = z.enum(ROLES);

export const LoginRequest = z.object({
  username: requiredText(64),
  /** Only checked, never stored: any password set earlier must still sign in (see passwordProblem). */
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ access_token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MeResponse = z.object({ username: z.string(), role: RoleSchema });
export type MeResponse = z.infer<typeof MeResponse>;

export const PASSWORD_MIN_LENGTH = 8;
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'must be at most 200 characters')
  .refine((password) => passwordProblem(password) === null, {
    error: (issue) => passwordProblem(String(issue.input)) ?? 'is not allowed',
  });

export const ChangePasswordRequest = z.object({
  old_password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
  new_password: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** A password change invalidates older tokens; the answer carries a fresh one. */
export const ChangePasswordResponse = z.object({ message: z.string(), access_token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

export const HelloResponse = z.object({ message: z.string() });
