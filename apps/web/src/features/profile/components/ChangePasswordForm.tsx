import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../../app/session';
import { ApiError } from '../../../lib/api';
import { useChangePassword } from '../api/useChangePassword';
import { type PasswordChangeFields, passwordChangeProblem } from '../change-password-rules';

const EMPTY_FIELDS: PasswordChangeFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

type Feedback = { kind: 'success' | 'error'; text: string };

function serverErrorText(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : 'An error occurred.';
}

export function ChangePasswordForm() {
  const [fields, setFields] = useState(EMPTY_FIELDS);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const changePassword = useChangePassword();
  const { renewToken } = useSession();

  const setField = (name: keyof PasswordChangeFields) => (event: FormEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setFields((current) => ({ ...current, [name]: value }));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordChangeProblem(fields);
    if (problem) {
      setFeedback({ kind: 'error', text: problem });
      return;
    }
    setFeedback(null);
    changePassword.mutate(
      { old_password: fields.oldPassword, new_password: fields.newPassword },
      {
        onSuccess: ({ access_token }) => {
          if (access_token) renewToken(access_token);
          setFields(EMPTY_FIELDS);
          setFeedback({ kind: 'success', text: 'Password changed successfully!' });
        },
        onError: (error) => setFeedback({ kind: 'error', text: serverErrorText(error) }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="change-password-heading">
      <Stack maw={420}>
        <Title order={2} id="change-password-heading">
          Change Password
        </Title>
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          value={fields.oldPassword}
          onChange={setField('oldPassword')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={setField('newPassword')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={setField('confirmPassword')}
        />
        {feedback && (
          <Alert
            color={feedback.kind === 'success' ? 'green' : 'red'}
            role={feedback.kind === 'success' ? 'status' : 'alert'}
          >
            {feedback.text}
          </Alert>
        )}
        <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: 'flex-start' }}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
