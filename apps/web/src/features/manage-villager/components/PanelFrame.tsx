import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A management panel (servers, town, location, move/copy). Closing unmounts it, which resets every input in it
 * (SPEC §4).
 */
export function PanelFrame({ title, onClose, children }: PanelFrameProps) {
  return (
    <Paper component="section" aria-label={title} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Button variant="default" size="xs" onClick={onClose}>
            Close Panel
          </Button>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The selector value that means "create a new one" (SPEC §4); any other value edits the chosen item. */
export const NEW = 'new';
