import { Button, Center, Stack, Text, Title } from '@mantine/core';

interface ServiceUnavailableProps {
  retrying: boolean;
  onRetry: () => void;
}

/** Replaces the product while GET /api/hello fails (SPEC §2). */
export function ServiceUnavailable({ retrying, onRetry }: ServiceUnavailableProps) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" maw={520} ta="center" role="alert">
        <Title order={1}>Service Unavailable</Title>
        <Text>The Tradehall server is unreachable right now. Please try again in a few minutes.</Text>
        <Text size="sm" c="dimmed">
          This page checks again every 15 seconds and comes back by itself when the server answers.
        </Text>
        <Button variant="light" onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      </Stack>
    </Center>
  );
}
