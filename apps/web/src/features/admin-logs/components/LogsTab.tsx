import { Alert, Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LogEntry } from '@tradehall/contracts';
import { CardFacts } from '../../../components/CardFacts';
import { PageLoader } from '../../../components/PageLoader';
import { useNarrowScreen } from '../../../components/use-narrow-screen';
import { useLogs } from '../../../entities/logs';

/** Details are stored as JSON; shown pretty-printed (as text when they are not JSON). */
function pretty(details: string): string {
  try {
    return JSON.stringify(JSON.parse(details), null, 2);
  } catch {
    return details;
  }
}

/** Logs (SPEC §2): every write in the product, who made it, newest first, a page at a time. */
export function LogsTab() {
  const logs = useLogs();
  const entries = logs.data?.pages.flatMap((page) => page.logs) ?? [];
  const narrow = useNarrowScreen();

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Logs</Title>
        <Button variant="default" onClick={() => void logs.refetch()} loading={logs.isRefetching}>
          Refresh
        </Button>
      </Group>
      {logs.isPending && <PageLoader />}
      {logs.isError && (
        <Alert color="red" role="alert">
          Error fetching logs.
        </Alert>
      )}
      {logs.isSuccess && entries.length === 0 && <Text>(No logs available.)</Text>}
      {entries.length > 0 && narrow && <LogCards entries={entries} />}
      {entries.length > 0 && !narrow && (
        <Table.ScrollContainer minWidth={900} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped withTableBorder aria-label="Logs" style={{ tableLayout: 'fixed' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>ID</Table.Th>
                <Table.Th w={200}>Timestamp</Table.Th>
                <Table.Th w={120}>User</Table.Th>
                <Table.Th w={130}>Action</Table.Th>
                <Table.Th w={150}>Table Name</Table.Th>
                <Table.Th>Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{entry.id}</Table.Td>
                  <Table.Td>
                    <time dateTime={entry.timestamp}>{entry.timestamp}</time>
                  </Table.Td>
                  <Table.Td>{entry.username}</Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                  <Table.Td>{entry.table_name}</Table.Td>
                  <Table.Td>
                    <details>
                      <summary
                        style={{
                          cursor: 'pointer',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {entry.details}
                      </summary>
                      <Code block>{pretty(entry.details)}</Code>
                    </details>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {logs.hasNextPage && (
        <Group>
          <Button variant="light" onClick={() => void logs.fetchNextPage()} loading={logs.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The entries on a phone (the table's columns do not fit): a card each, the details folded as in the table. */
function LogCards({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <ul aria-label="Logs" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Paper withBorder p="sm">
            <CardFacts
              facts={[
                ['ID', entry.id],
                [
                  'Timestamp',
                  <time key="timestamp" dateTime={entry.timestamp}>
                    {entry.timestamp}
                  </time>,
                ],
                ['User', entry.username],
                ['Action', entry.action],
                ['Table Name', entry.table_name],
              ]}
            />
            <details style={{ marginTop: 4, minWidth: 0 }}>
              <summary style={{ cursor: 'pointer', overflowWrap: 'anywhere' }}>
                Details: {entry.details}
              </summary>
              <Code block style={{ maxWidth: '100%', overflowX: 'auto' }}>
                {pretty(entry.details)}
              </Code>
            </details>
          </Paper>
        </li>
      ))}
    </ul>
  );
}
