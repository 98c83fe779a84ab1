import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLogin, useSession } from '../../../entities/session';
import { errorText } from '../../../lib/api';
import { landingPathAfterLogin } from '../../../lib/login-redirect';

interface FieldErrors {
  username?: string;
  password?: string;
}

function validate(username: string, password: string): FieldErrors {
  return {
    username: username.trim() ? undefined : 'Username is required.',
    password: password ? undefined : 'Password is required.',
  };
}

/** /login (SPEC §2, §5): on success go to the page the user was sent away from, or /search. */
export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const login = useLogin();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate(username, password);
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: ({ access_token }) => {
          signIn(access_token);
          navigate(landingPathAfterLogin(location.state, location.search), { replace: true });
        },
      },
    );
  }

  return (
    <Center mih="70vh">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={380}>
        <form onSubmit={handleSubmit} noValidate aria-label="Login">
          <Stack>
            <Title order={1} size="h2">
              Login
            </Title>
            <TextInput
              label="Username"
              autoComplete="username"
              required
              withAsterisk={false}
              value={username}
              error={fieldErrors.username}
              onChange={(event) => setUsername(event.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              withAsterisk={false}
              value={password}
              error={fieldErrors.password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {login.isError && (
              <Alert color="red" role="alert">
                {`Login failed: ${errorText(login.error, 'An error occurred.')}`}
              </Alert>
            )}
            <Button type="submit" loading={login.isPending}>
              Log In
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
