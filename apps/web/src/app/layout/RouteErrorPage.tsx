import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** A screen that crashed or whose code could not be loaded (e.g. after an upgrade): offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
