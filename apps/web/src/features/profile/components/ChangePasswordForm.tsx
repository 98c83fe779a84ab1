import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword, useSession } from '../../../entities/session';
import { ApiError } from '../../../lib/api';
import { fieldErrorProps, firstFormProblem } from '../../../lib/form-problem';
import {
  type ChangePasswordFormInput,
  ChangePasswordForm as ChangePasswordSchema,
  PASSWORD_CHANGE_LABELS,
} from '../change-password-form';

const EMPTY_FIELDS: ChangePasswordFormInput = { old_password: '', new_password: '', confirm_password: '' };

type Feedback = { kind: 'success' | 'error'; text: string };

function serverErrorText(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : 'An error occurred.';
}

export function ChangePasswordForm() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const changePassword = useChangePassword();
  const { renewToken } = useSession();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY_FIELDS,
  });

  const submit = handleSubmit(({ old_password, new_password }) => {
    setFeedback(null);
    changePassword.mutate(
      { old_password, new_password },
      {
        onSuccess: ({ access_token }) => {
          if (access_token) renewToken(access_token);
          reset(EMPTY_FIELDS);
          setFeedback({ kind: 'success', text: 'Password changed successfully!' });
        },
        onError: (error) => setFeedback({ kind: 'error', text: serverErrorText(error) }),
      },
    );
  });
  const { errors } = formState;
  const problem = firstFormProblem(errors, PASSWORD_CHANGE_LABELS);
  const shown: Feedback | null = problem ? null : feedback;
  const fieldProps = (field: keyof ChangePasswordFormInput) => fieldErrorProps(errors, problem, field);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="change-password-heading">
      <Stack maw={420}>
        <Title order={2} id="change-password-heading">
          Change Password
        </Title>
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          {...register('old_password')}
          {...fieldProps('old_password')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          {...register('new_password')}
          {...fieldProps('new_password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          {...register('confirm_password')}
          {...fieldProps('confirm_password')}
        />
        {shown && (
          <Alert
            color={shown.kind === 'success' ? 'green' : 'red'}
            role={shown.kind === 'success' ? 'status' : 'alert'}
          >
            {shown.text}
          </Alert>
        )}
        <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: 'flex-start' }}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
