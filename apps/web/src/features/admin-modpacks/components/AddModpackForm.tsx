import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { ModpackFormSchema } from '@tradehall/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAddModpack } from '../../../entities/modpacks';
import { ApiError } from '../../../lib/api';
import { fieldErrorProps, firstFormProblem } from '../../../lib/form-problem';
import { LevelCapInput, PriorWorkSelect } from './AnvilRuleInputs';

type Feedback = { kind: 'success' | 'error'; text: string };

const LABELS = {
  modpack: 'Modpack name',
  version: 'Version',
  anvil_level_cap: 'Level cap',
  anvil_prior_work: 'Prior work',
} as const;

/** A new modpack starts with vanilla 1.12.2's anvil. */
const DEFAULTS = { modpack: '', version: '', anvil_level_cap: '40', anvil_prior_work: 'vanilla' } as const;

/** 'Error: ' plus the server's error, or 'Add failed.' when there is none (SPEC §8). */
function addError(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? `Error: ${error.serverMessage}` : 'Add failed.';
}

/**
 * Add a modpack: the name is required after trimming, the version optional, the anvil rules (level cap, empty for
 * none, and prior-work rule) checked by the API's own rules. `onAdded` runs after a successful add.
 */
export function AddModpackForm({ onAdded }: { onAdded?: () => void }) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const add = useAddModpack();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(ModpackFormSchema),
    defaultValues: DEFAULTS,
  });

  const submit = handleSubmit((fields) => {
    setFeedback(null);
    add.mutate(fields, {
      onSuccess: ({ message }) => {
        reset();
        setFeedback({ kind: 'success', text: message });
        onAdded?.();
      },
      onError: (error) => setFeedback({ kind: 'error', text: addError(error) }),
    });
  });
  const { errors } = formState;
  const problem = firstFormProblem(errors, LABELS);
  const shown: Feedback | null = problem ? null : feedback;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add modpack">
      <Group align="flex-end">
        <TextInput
          label="Modpack name"
          w={260}
          {...register('modpack')}
          {...fieldErrorProps(errors, problem, 'modpack')}
        />
        <TextInput
          label="Version"
          description="Optional"
          w={160}
          {...register('version')}
          {...fieldErrorProps(errors, problem, 'version')}
        />
        <LevelCapInput
          label="Level cap"
          description="Empty: no cap"
          w={120}
          {...register('anvil_level_cap')}
          {...fieldErrorProps(errors, problem, 'anvil_level_cap')}
        />
        <PriorWorkSelect
          label="Prior work"
          w={330}
          {...register('anvil_prior_work')}
          {...fieldErrorProps(errors, problem, 'anvil_prior_work')}
        />
        <Button type="submit" loading={add.isPending}>
          Add Modpack
        </Button>
      </Group>
      {shown && (
        <Alert
          mt="sm"
          color={shown.kind === 'success' ? 'green' : 'red'}
          role={shown.kind === 'success' ? 'status' : 'alert'}
        >
          {shown.text}
        </Alert>
      )}
    </form>
  );
}
