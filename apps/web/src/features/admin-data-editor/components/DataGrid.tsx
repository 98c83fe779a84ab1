import { Alert, Button, Table } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { RowPager } from '../../../components/RowPager';
import { useTablePage } from '../../../entities/data-tables';
import { type Feedback, withReason } from '../editor-messages';
import { GridRow } from './GridRow';
import { NewRow } from './NewRow';

const EDITOR_PAGE_SIZE = 50;

/** The editable grid of one table, a page at a time. */
export function DataGrid({ table, writes }: { table: string; writes: boolean }) {
  const [offset, setOffset] = useState(0);
  const [adding, setAdding] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const page = useTablePage(table, offset, EDITOR_PAGE_SIZE);

  if (page.isPending) return <PageLoader />;
  if (page.isError) {
    return (
      <Alert color="red" role="alert">
        {withReason(`Failed to fetch data for ${table}.`, page.error)}
      </Alert>
    );
  }
  const { columns, rows, total, key } = page.data;
  // Until the asked-for page arrives the last one stays on screen: the pager names it and its rows stay locked,
  // so nobody edits a row that is about to vanish.
  const turning = page.isPlaceholderData;
  const done = (result: Feedback) => {
    setFeedback(result);
    setAdding(false);
  };

  return (
    <>
      <RowPager
        offset={page.data.offset}
        shown={rows.length}
        total={total}
        pageSize={EDITOR_PAGE_SIZE}
        onOffsetChange={setOffset}
        actions={
          writes && (
            <Button size="xs" onClick={() => setAdding(true)} disabled={adding}>
              Add New Row
            </Button>
          )
        }
      />
      {feedback && (
        <Alert
          color={feedback.kind === 'success' ? 'green' : 'red'}
          role={feedback.kind === 'success' ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setFeedback(null)}
        >
          {feedback.text}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={600}>
        <Table striped withTableBorder verticalSpacing={4} aria-label={`${table} rows`} aria-busy={turning}>
          <Table.Thead>
            <Table.Tr>
              {writes && <Table.Th>Actions</Table.Th>}
              {columns.map((column) => (
                <Table.Th key={column.name} title={column.hint}>
                  {column.name}
                  {column.required ? ' *' : ''}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {adding && (
              <NewRow table={table} columns={columns} onDone={done} onCancel={() => setAdding(false)} />
            )}
            {rows.map((row) => (
              <GridRow
                key={JSON.stringify(row)}
                table={table}
                keyColumn={key}
                columns={columns}
                row={row}
                writes={writes}
                locked={turning}
                onDone={done}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
