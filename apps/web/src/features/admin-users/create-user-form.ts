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
    // One message for both fields (SPEC §5), on each that is empty.
    const empty = { username: !fields.username.trim(), password: !fields.password };
    for (const field of ['username', 'password'] as const) {
      if (empty[field]) context.addIssue({ code: 'custom', path: [field], message: CREATE_USER_REQUIRED });
    }
  })
  .pipe(CreateUserRequest);
export type CreateUserFormInput = z.input<typeof CreateUserForm>;

export const CREATE_USER_LABELS = { username: 'Username', email: 'Email', password: 'Password' } as const;
