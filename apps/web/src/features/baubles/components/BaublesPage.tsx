import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { useBaubles } from '../../../entities/baubles';
import { useSession } from '../../../entities/session';
import { can } from '../../../lib/permissions';
import { type BaubleFilters, filterBaubles, NO_FILTERS, tagsOf, typesOf } from '../bauble-filters';
import { useBaubleEditing } from '../use-bauble-editing';
import { BaubleDetails } from './BaubleDetails';
import { BaubleEditForm } from './BaubleEditForm';
import { BaubleFilterBar } from './BaubleFilterBar';
import { BaubleTierRows } from './BaubleTierRows';
import { EditFeedbackAlert } from './EditFeedbackAlert';

/** /baubles (SPEC §2): the tier list with search and filters, and the details panel (admins can edit). */
export function BaublesPage() {
  const baubles = useBaubles();
  const { role } = useSession();
  const [filters, setFilters] = useState<BaubleFilters>(NO_FILTERS);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const all = useMemo(() => baubles.data ?? [], [baubles.data]);
  const shown = useMemo(() => filterBaubles(all, filters), [all, filters]);
  const selected = all.find((bauble) => bauble.id === selectedId) ?? null;
  const edit = useBaubleEditing(selected);
  const canEdit = can(role, 'baubles.edit');

  return (
    <Stack>
      <Title order={1}>Baubles</Title>
      {baubles.isError && (
        <Alert color="red" role="alert">
          Error fetching baubles data.
        </Alert>
      )}
      {baubles.isPending && <PageLoader />}
      {baubles.isSuccess && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack>
              <BaubleFilterBar
                filters={filters}
                types={typesOf(all)}
                tags={tagsOf(all)}
                onChange={setFilters}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown.length === 0
                  ? 'No baubles match your search.'
                  : `Showing ${shown.length} of ${all.length} baubles.`}
              </Text>
              <BaubleTierRows
                baubles={shown}
                selectedId={selectedId}
                disabled={edit.editing}
                onSelect={(bauble) => {
                  setSelectedId(bauble.id);
                  edit.clearFeedback();
                }}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Paper withBorder p="md" component="section" aria-label="Bauble details" pos="sticky" top={76}>
              <Stack>
                {edit.feedback && <EditFeedbackAlert feedback={edit.feedback} />}
                {!selected && <Text c="dimmed">Pick a bauble to see its details.</Text>}
                {selected && edit.draft && (
                  <BaubleEditForm
                    draft={edit.draft}
                    errors={edit.errors}
                    knownTags={tagsOf(all)}
                    saving={edit.saving}
                    onChange={edit.change}
                    onSave={edit.submit}
                    onCancel={edit.cancel}
                  />
                )}
                {selected && !edit.draft && (
                  <BaubleDetails bauble={selected} onEdit={canEdit ? edit.startEdit : undefined} />
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
