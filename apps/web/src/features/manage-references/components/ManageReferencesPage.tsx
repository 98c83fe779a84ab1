import { Alert, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useEnchantments } from '../../../entities/enchantments';
import { useSession } from '../../../entities/session';
import { can } from '../../../lib/permissions';
import { EnchantmentEditor } from './EnchantmentEditor';
import { EnchantmentReferenceTable } from './EnchantmentReferenceTable';

const SELECTED_PARAM = 'id';

/**
 * /manage-references (SPEC §2): pick an enchantment and edit its reference data (read only for some roles);
 * below, every enchantment in a searchable, sortable table.
 */
export function ManageReferencesPage() {
  const enchantments = useEnchantments();
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const readOnly = !can(role, 'references.edit');

  const selectedParam = params.get(SELECTED_PARAM);
  const all = enchantments.data ?? [];
  const selected = selectedParam ? all.find((e) => String(e.id) === selectedParam) : undefined;

  return (
    <Stack>
      <Title order={1}>Enchantment References</Title>
      {enchantments.isError && (
        <Alert color="red" role="alert">
          Error: Could not fetch enchantments.
        </Alert>
      )}
      {enchantments.isPending && <PageLoader />}
      {enchantments.isSuccess && (
        <>
          {readOnly && (
            <Text size="sm" c="dimmed">
              Read only: your role can look up enchantments but not change them.
            </Text>
          )}
          <Select
            label="Enchantment"
            placeholder="Pick an enchantment"
            data={all.map((e) => ({ value: String(e.id), label: e.name }))}
            value={selected ? String(selected.id) : null}
            onChange={(id) => setParams(id ? { [SELECTED_PARAM]: id } : {})}
            searchable
            nothingFoundMessage="No enchantment matches"
            maw={420}
          />
          {selectedParam && !selected && (
            <Alert color="red" role="alert">
              Enchantment not found.
            </Alert>
          )}
          {selected && (
            <Paper withBorder p="md" maw={900}>
              <EnchantmentEditor key={selected.id} enchantment={selected} all={all} readOnly={readOnly} />
            </Paper>
          )}
          <EnchantmentReferenceTable
            enchantments={all}
            onOpen={(id) => {
              setParams({ [SELECTED_PARAM]: String(id) });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Stack>
  );
}
