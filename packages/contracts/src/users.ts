import { z } from 'zod';
import { NewPassword, RoleSchema } from './auth';

export const Username = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'may contain only letters, digits, dot, dash and underscore');

export const UserSummary = z.object({ username: z.string(), email: z.string(), role: RoleSchema });
export type UserSummary = z.infer<typeof UserSummary>;
/** GET /api/admin/users. */
export const UserSummaryListSchema = z.array(UserSummary);

export const CreateUserRequest = z.object({
  username: Username,
  email: z
    .union([z.literal(''), z.email('must be an email address').max(200)])
    .optional()
    .default(''),
  password: NewPassword,
  role: RoleSchema.default('user'),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

export const ChangeRoleRequest = z.object({ role: RoleSchema });
export type ChangeRoleRequest = z.infer<typeof ChangeRoleRequest>;
