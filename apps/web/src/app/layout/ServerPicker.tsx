import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { useSession } from '../../entities/session';

/**
 * The 'Server:' dropdown of the header (SPEC §2, §4): every screen works on the chosen server. Without any server
 * it is left out (issue 28: no 'Default Server' placeholder); the screens then offer to create the first one.
 */
export function ServerPicker() {
  const { servers, currentServer, setCurrentServer } = useSession();
  const id = useId();
  if (currentServer.placeholder) return null;
  const options = servers.map((server) => ({ value: String(server.id), label: server.name }));

  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        Server:
      </Text>
      <NativeSelect
        id={id}
        size="sm"
        w={{ base: 140, sm: 200 }}
        data={options}
        value={String(currentServer.id)}
        onChange={(event) => setCurrentServer(event.currentTarget.value)}
      />
    </Group>
  );
}
