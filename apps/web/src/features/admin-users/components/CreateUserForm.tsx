import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { isRole, ROLES, type Role } from '@tradehall/contracts';
import { type FormEvent, useState } from 'react';
import { useCreateUser } from '../api/users-queries';
import { adminErrorText, reloadPage } from '../user-messages';

const EMPTY: { username: string; email: string; password: string; role: Role } = {
  username: '',
  email: '',
  password: '',
  role: 'user',
};

/** Create New User: username and password required, email optional; success reloads the page. */
export function CreateUserForm() {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const createUser = useCreateUser();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.username.trim() || !fields.password) {
      setError('Username and password are required.');
      return;
    }
    setError(null);
    createUser.mutate(
      {
        username: fields.username.trim(),
        email: fields.email.trim(),
        password: fields.password,
        role: fields.role,
      },
      { onSuccess: reloadPage, onError: (failure) => setError(adminErrorText(failure)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-user-heading">
      <Stack maw={420}>
        <Title order={3} id="create-user-heading">
          Create New User
        </Title>
        <TextInput
          label="Username"
          required
          autoComplete="off"
          value={fields.username}
          onChange={(e) => setFields({ ...fields, username: e.currentTarget.value })}
        />
        <TextInput
          label="Email"
          description="Optional"
          type="email"
          autoComplete="off"
          value={fields.email}
          onChange={(e) => setFields({ ...fields, email: e.currentTarget.value })}
        />
        <PasswordInput
          label="Password"
          required
          autoComplete="new-password"
          value={fields.password}
          onChange={(e) => setFields({ ...fields, password: e.currentTarget.value })}
        />
        <NativeSelect
          label="Role"
          data={[...ROLES]}
          value={fields.role}
          onChange={(e) => {
            const { value } = e.currentTarget;
            if (isRole(value)) setFields({ ...fields, role: value });
          }}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={createUser.isPending}>
            Create User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
