import { Anchor, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { INPUT_LABEL_OFFSET, problemProps } from '../../../components/field-feedback';
import { useModpackChoices } from '../../../entities/modpacks';
import { useCreateServer } from '../../../entities/servers';
import { useSession } from '../../../entities/session';
import { errorText } from '../../../lib/api';
import { can } from '../../../lib/permissions';
import { modpackLabel, preselectedModpack, readFirstServer, SERVER_REQUIRED } from '../first-server-form';

const HEADING_ID = 'first-server-heading';

/**
 * What a signed-in user without any server sees above every screen (instead of a 'Default Server' placeholder):
 * a form to create their first server (a name; the modpack preselected), then a pointer to importing a world
 * save. Roles that may not create servers (auditor) are told who can.
 */
export function FirstServerPrompt() {
  const { role } = useSession();
  return (
    <Card withBorder padding="lg" mb="lg" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Title order={2} id={HEADING_ID}>
          Create your first server
        </Title>
        {can(role, 'servers.create') ? (
          <FirstServerForm />
        ) : (
          <Text size="sm">
            There is no server yet. A player or an admin creates one; it shows here as soon as it exists.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function FirstServerForm() {
  const { setCurrentServer } = useSession();
  const modpacks = useModpackChoices();
  const createServer = useCreateServer();
  const [name, setName] = useState('');
  const [modpackId, setModpackId] = useState('');
  const [problem, setProblem] = useState<{ field: 'name' | 'modpack' | 'form'; text: string } | null>(null);

  // Preselected once the choices arrive (a choice the user made is kept).
  useEffect(() => {
    if (modpacks.data) setModpackId((current) => current || preselectedModpack(modpacks.data));
  }, [modpacks.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readFirstServer(name, modpackId);
    if (!read.ok) {
      setProblem({ field: read.field, text: SERVER_REQUIRED });
      return;
    }
    setProblem(null);
    createServer.mutate(read.body, {
      onSuccess: ({ server }) => setCurrentServer(String(server.id)),
      onError: (error) => setProblem({ field: 'form', text: errorText(error, 'request failed') }),
    });
  }

  const options = [
    { value: '', label: modpacks.isError ? 'Could not load modpacks' : 'Select a modpack' },
    ...(modpacks.data ?? []).map((modpack) => ({ value: String(modpack.id), label: modpackLabel(modpack) })),
  ];
  return (
    <form onSubmit={submit} noValidate aria-label="Create your first server">
      <Stack gap="sm">
        <Text size="sm">
          Tradehall keeps villagers and their trades per game server. Name yours and pick the modpack it runs;
          you become its owner and can add members later.
        </Text>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Server name"
            w={240}
            maw="100%"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            {...problemProps(problem?.field === 'name' ? problem.text : null)}
          />
          <NativeSelect
            label="Modpack"
            w={240}
            maw="100%"
            data={options}
            value={modpackId}
            onChange={(event) => setModpackId(event.currentTarget.value)}
            {...problemProps(problem?.field === 'modpack' ? problem.text : null)}
          />
          <Button type="submit" mt={INPUT_LABEL_OFFSET} loading={createServer.isPending}>
            Create server
          </Button>
        </Group>
        {problem?.field === 'form' && (
          <Text size="sm" c="red" role="alert">
            Could not create the server: {problem.text}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Next: import a world save. On{' '}
          <Anchor component={Link} to="/manage-villager" size="sm">
            Manage Villager
          </Anchor>
          , choose Import from world save, then Choose world folder: your browser reads the world and sends
          only its villagers, whose trades become your towns and trades (or upload a ZIP of the world folder).
        </Text>
      </Stack>
    </form>
  );
}
