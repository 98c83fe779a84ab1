import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { LoginRequest } from '@tradehall/contracts';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { problemProps } from '../../../components/field-feedback';
import { useLogin, useSession } from '../../../entities/session';
import { errorText } from '../../../lib/api';
import { fieldProblemText } from '../../../lib/form-problem';
import { landingPathAfterLogin } from '../../../lib/login-redirect';

/** /login (SPEC §2, §5): on success go to the page the user was sent away from, or /search. */
export function LoginPage() {
  const login = useLogin();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The API's own rules for the fields (contracts): both required, the username trimmed.
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const problem = (field: 'username' | 'password', label: string) =>
    problemProps(fieldProblemText(formState.errors, field, label));

  const submit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: ({ access_token }) => {
        signIn(access_token);
        navigate(landingPathAfterLogin(location.state, location.search), { replace: true });
      },
    }),
  );

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
              {...register('username')}
              {...problem('username', 'Username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              withAsterisk={false}
              {...register('password')}
              {...problem('password', 'Password')}
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
