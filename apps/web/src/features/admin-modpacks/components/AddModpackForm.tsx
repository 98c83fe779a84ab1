import { Alert, Button, Group, TextInput } from '@mantine/core';
import { MODPACK_NAME_REQUIRED } from '@tradehall/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useAddModpack } from '../api/modpacks-queries';

type Feedback = { kind: 'success' | 'error'; text: string };

/** 'Error: ' plus the server's error, or 'Add failed.' when there is none (SPEC §8). */
function addError(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? `Error: ${error.serverMessage}` : 'Add failed.';
}

export function AddModpackForm() {
  const [name, setName] = useState('');
  const [version, setVersion] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const add = useAddModpack();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setFeedback({ kind: 'error', text: MODPACK_NAME_REQUIRED });
      return;
    }
    setFeedback(null);
    add.mutate(
      { modpack: name.trim(), version: version.trim() },
      {
        onSuccess: ({ message }) => {
          setName('');
          setVersion('');
          setFeedback({ kind: 'success', text: message });
        },
        onError: (error) => setFeedback({ kind: 'error', text: addError(error) }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add modpack">
      <Group align="flex-end">
        <TextInput
          label="Modpack name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          w={260}
        />
        <TextInput
          label="Version"
          description="Optional"
          value={version}
          onChange={(e) => setVersion(e.currentTarget.value)}
          w={160}
        />
        <Button type="submit" loading={add.isPending}>
          Add Modpack
        </Button>
      </Group>
      {feedback && (
        <Alert
          mt="sm"
          color={feedback.kind === 'success' ? 'green' : 'red'}
          role={feedback.kind === 'success' ? 'status' : 'alert'}
        >
          {feedback.text}
        </Alert>
      )}
    </form>
  );
}
