import { Box, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { OptimizerTreeNode } from '@tradehall/contracts';
import { useId } from 'react';

// Light-variant pairs: readable in both colour schemes.
const LEAF_COLOURS = {
  item: { background: 'var(--mantine-color-blue-light)', color: 'var(--mantine-color-blue-light-color)' },
  book: { background: 'var(--mantine-color-grape-light)', color: 'var(--mantine-color-grape-light-color)' },
} as const;

function Node({ node }: { node: OptimizerTreeNode }) {
  if (node.kind !== 'merge') {
    return (
      <Box
        px={8}
        py={4}
        style={{ ...LEAF_COLOURS[node.kind], borderRadius: 4, whiteSpace: 'nowrap' }}
        data-kind={node.kind}
      >
        <Text size="xs">{node.label}</Text>
      </Box>
    );
  }
  return (
    <Paper
      withBorder
      p={6}
      radius="sm"
      data-step={node.step}
      style={node.too_expensive ? { borderColor: 'var(--mantine-color-orange-6)' } : undefined}
    >
      <Text size="xs" fw={600} mb={4}>
        Step {node.step}: {node.levels} {node.levels === 1 ? 'level' : 'levels'}
        {node.too_expensive ? ' (Too Expensive)' : ''}
      </Text>
      <Box style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
        <Node node={node.target} />
        <Text size="xs" c="dimmed" mt={4}>
          +
        </Text>
        <Node node={node.sacrifice} />
      </Box>
    </Paper>
  );
}

/** The merge tree as nested boxes: each box is an anvil step, target on the left, sacrifice on the right. */
export function MergeTree({ tree }: { tree: OptimizerTreeNode }) {
  const descriptionId = useId();
  return (
    <Stack gap="xs" component="section" aria-label="Merge tree" aria-describedby={descriptionId}>
      <Title order={3} size="h4">
        Merge tree
      </Title>
      <Text size="xs" c="dimmed" id={descriptionId}>
        The Plan steps table lists the same steps as text.
      </Text>
      <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
        <Box pb="xs" style={{ width: 'max-content' }}>
          <Node node={tree} />
        </Box>
      </ScrollArea>
    </Stack>
  );
}
