import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { problemProps } from '../../../components/field-feedback';
import { loadLoginRequest, useLogin, useSession } from '../../../entities/session';
import { errorText } from '../../../lib/api';
import { landingPathAfterLogin } from '../../../lib/login-redirect';

type Field = 'username' | 'password';
const LABELS: Record<Field, string> = { username: 'Username', password: 'Password' };

/**
 * /login (SPEC §2, §5): the fields are checked with the API's own LoginRequest (contracts; loaded with the first
 * submit, so the page itself carries neither it nor zod); on success go to the page the user was sent away from,
 * or /search.
 */
export function LoginPage() {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const login = useLogin();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = (await loadLoginRequest()).safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= `${LABELS[field]} ${issue.message}.`;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    login.mutate(checked.data, {
      onSuccess: ({ access_token }) => {
        signIn(access_token);
        navigate(landingPathAfterLogin(location.state, location.search), { replace: true });
      },
    });
  }
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      // A field being corrected no longer shows its problem.
      setProblems((current) => ({ ...current, [name]: undefined }));
    },
    ...problemProps(problems[name]),
  });

  return (
    <Center mih="70vh">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={380}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Login">
          <Stack>
            <Title order={1} size="h2">
              Login
            </Title>
            <TextInput
              label="Username"
              autoComplete="username"
              required
              withAsterisk={false}
              {...field('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              withAsterisk={false}
              {...field('password')}
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
