import { Box, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { OptimizerTreeNode } from '@tradehall/contracts';

const LEAF_COLOURS = { item: 'var(--mantine-color-blue-1)', book: 'var(--mantine-color-grape-1)' } as const;

function Node({ node }: { node: OptimizerTreeNode }) {
  if (node.kind !== 'merge') {
    return (
      <Box
        px={8}
        py={4}
        style={{ background: LEAF_COLOURS[node.kind], borderRadius: 4, whiteSpace: 'nowrap' }}
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
  return (
    <Stack gap="xs" component="section" aria-label="Merge tree">
      <Title order={3} size="h4">
        Merge tree
      </Title>
      <ScrollArea type="auto" offsetScrollbars>
        <Box pb="xs" style={{ width: 'max-content' }}>
          <Node node={tree} />
        </Box>
      </ScrollArea>
    </Stack>
  );
}
