import { describe, expect, it } from 'vitest';
import { CREATE_USER_REQUIRED, CreateUserForm } from './create-user-form';

const problems = (fields: Parameters<typeof CreateUserForm.safeParse>[0]) => {
  const parsed = CreateUserForm.safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('Create New User form', () => {
  it.each([
    {
      fields: { username: '', password: '' },
      problems: [
        ['username', CREATE_USER_REQUIRED],
        ['password', CREATE_USER_REQUIRED],
      ],
    },
    { fields: { username: '   ', password: 'secret-pass' }, problems: [['username', CREATE_USER_REQUIRED]] },
    { fields: { username: 'steve', password: '' }, problems: [['password', CREATE_USER_REQUIRED]] },
    {
      fields: { username: 'steve', password: 'short' },
      problems: [['password', 'must be at least 8 characters']],
    },
    { fields: { username: 'steve', password: 'secret-pass', email: '' }, problems: [] },
    {
      fields: { username: 'steve', password: 'secret-pass', email: 'steve@example.com', role: 'editor' },
      problems: [],
    },
  ] as const)('$fields.username / $fields.password', ({ fields, problems: expected }) => {
    expect(problems(fields)).toEqual(expected);
  });
});
