import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { ROLES } from '@tradehall/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateUser } from '../../../entities/users';
import { fieldErrorProps, firstFormProblem } from '../../../lib/form-problem';
import {
  CREATE_USER_LABELS,
  type CreateUserFormInput,
  CreateUserForm as CreateUserSchema,
} from '../create-user-form';
import { adminErrorText, reloadPage } from '../user-messages';

const EMPTY: CreateUserFormInput = { username: '', email: '', password: '', role: 'user' };

/** Create New User: username and password required, email optional; success reloads the page. */
export function CreateUserForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const createUser = useCreateUser();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit((request) => {
    setServerError(null);
    createUser.mutate(request, {
      onSuccess: reloadPage,
      onError: (failure) => setServerError(adminErrorText(failure)),
    });
  });
  const { errors } = formState;
  const problem = firstFormProblem(errors, CREATE_USER_LABELS);
  const error = problem ? null : serverError;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="create-user-heading">
      <Stack maw={420}>
        <Title order={3} id="create-user-heading">
          Create New User
        </Title>
        <TextInput
          label="Username"
          required
          autoComplete="off"
          {...register('username')}
          {...fieldErrorProps(errors, problem, 'username')}
        />
        <TextInput
          label="Email"
          description="Optional"
          type="email"
          autoComplete="off"
          {...register('email')}
          {...fieldErrorProps(errors, problem, 'email')}
        />
        <PasswordInput
          label="Password"
          required
          autoComplete="new-password"
          {...register('password')}
          {...fieldErrorProps(errors, problem, 'password')}
        />
        <NativeSelect label="Role" data={[...ROLES]} {...register('role')} />
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
