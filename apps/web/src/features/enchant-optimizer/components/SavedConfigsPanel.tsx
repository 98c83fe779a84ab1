import { Alert, Button, Card, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { OPTIMIZER_MESSAGES } from '@tradehall/contracts';
import type { FormEvent } from 'react';
import type { useConfigActions } from '../use-config-actions';

const TONE = { success: 'green', error: 'red', info: 'blue' } as const;

/** Saved configurations: pick one to Load or Delete; name the current selection and Save it. */
export function SavedConfigsPanel({ actions }: { actions: ReturnType<typeof useConfigActions> }) {
  const { configs, feedback } = actions;
  const options = [
    { value: '', label: configs.isPending ? 'Loading configs...' : 'Select a config' },
    ...(configs.data ?? []).map((config) => ({ value: String(config.id), label: config.config_name })),
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    void actions.saveCurrent();
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="saved-configs-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="saved-configs-heading">
          Saved Configurations
        </Title>
        {configs.isError && (
          <Alert color="red" role="alert">
            {OPTIMIZER_MESSAGES.configsLoadError}
          </Alert>
        )}
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label="Saved configurations"
            data={options}
            value={actions.chosenId}
            onChange={(event) => actions.choose(event.currentTarget.value)}
            w={260}
          />
          <Button variant="light" onClick={() => void actions.loadChosen()} disabled={actions.busy}>
            Load
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() => void actions.deleteChosen()}
            loading={actions.busy}
          >
            Delete
          </Button>
        </Group>
        <form onSubmit={submit} noValidate aria-label="Save configuration">
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Config name"
              value={actions.configName}
              onChange={(event) => actions.setConfigName(event.currentTarget.value)}
              maxLength={100}
              w={260}
            />
            <Button type="submit" loading={actions.busy}>
              Save
            </Button>
          </Group>
        </form>
        {feedback && (
          <Alert color={TONE[feedback.tone]} role={feedback.tone === 'error' ? 'alert' : 'status'}>
            {feedback.text}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
