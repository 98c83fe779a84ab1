import { CreateUserRequest, RoleSchema } from '@tradehall/contracts';
import { z } from 'zod';

export const CREATE_USER_REQUIRED = 'Username and password are required.';

/** Create New User: the spec's required check first (SPEC §5), then the API's own rules for each field. */
export const CreateUserForm = z
  .object({
    username: z.string(),
    email: z.string().optional(),
    password: z.string(),
    role: RoleSchema.optional(),
  })
  .superRefine((fields, context) => {
    if (!fields.username.trim() || !fields.password) {
      context.addIssue({ code: 'custom', path: ['username'], message: CREATE_USER_REQUIRED });
    }
  })
  .pipe(CreateUserRequest);
export type CreateUserFormInput = z.input<typeof CreateUserForm>;

export const CREATE_USER_LABELS = { username: 'Username', email: 'Email', password: 'Password' } as const;
