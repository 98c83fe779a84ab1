import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApplyWorldScanResult } from '@tradehall/contracts';
import { failureText, IMPORT_MESSAGES } from './messages';
import { type ApplyEstimate, describeEstimate } from './plan';

interface ApplySectionProps {
  estimate: ApplyEstimate;
  addUnknownEnchantments: boolean;
  removeGone: boolean;
  /** Only roles that may edit enchantment references (`references.edit`) are offered it. */
  mayAddEnchantments: boolean;
  unknownEnchantments: number;
  goneVillagers: number;
  /** Villagers that would share a slot (their titles). */
  clashes: readonly string[][];
  applying: boolean;
  result: ApplyWorldScanResult | null;
  error: unknown;
  problems: readonly string[];
  onAddUnknownEnchantments: (value: boolean) => void;
  onRemoveGone: (value: boolean) => void;
  onApply: () => void;
}

/** The options, what applying will write, Apply, and then what it wrote. */
export function ApplySection(props: ApplySectionProps) {
  const { estimate, result, error, problems, clashes } = props;
  const done = result !== null;
  return (
    <Paper component="section" aria-labelledby="world-import-apply" withBorder p="sm">
      <Stack gap="sm">
        <Title order={3} size="h5" id="world-import-apply">
          Apply
        </Title>
        {props.mayAddEnchantments && (
          <Checkbox
            label="Add unknown enchantments"
            description={`Creates reference enchantments for the ${props.unknownEnchantments} unknown one${props.unknownEnchantments === 1 ? '' : 's'} (named from the registry id) and imports their offers.`}
            checked={props.addUnknownEnchantments}
            disabled={done || props.applying}
            onChange={(event) => props.onAddUnknownEnchantments(event.currentTarget.checked)}
          />
        )}
        <Checkbox
          label="Remove villagers gone from the world"
          description={
            props.goneVillagers === 0
              ? 'No villager with trades on the server is gone from the world; changed villagers lose the trades no offer is left for.'
              : `Deletes the trades of the ${props.goneVillagers} villager${props.goneVillagers === 1 ? '' : 's'} with trades on the server that the save no longer holds.`
          }
          checked={props.removeGone}
          disabled={done || props.applying}
          onChange={(event) => props.onRemoveGone(event.currentTarget.checked)}
        />
        {clashes.length > 0 && (
          <Alert color="yellow" role="status" py="xs">
            These villagers share a slot, so their trades would be mixed:
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {clashes.map((titles) => (
                <li key={titles.join('|')}>{titles.join(', ')}</li>
              ))}
            </ul>
          </Alert>
        )}
        {!done && (
          <Text size="sm" role="status" data-testid="apply-estimate">
            {describeEstimate(estimate)}
            {estimate.updateIsMost &&
              ' A changed villager’s offers update its trades in place; offers beyond its stored trades are created, and with removal its trades no offer is left for are removed.'}
          </Text>
        )}
        <Group>
          <Button onClick={props.onApply} loading={props.applying} disabled={done}>
            Apply
          </Button>
        </Group>
        {problems.length > 0 && (
          <Alert color="red" role="alert" py="xs">
            {IMPORT_MESSAGES.fixSlots}
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {problems.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        )}
        {error !== null && error !== undefined && (
          <Alert color="red" role="alert" py="xs">
            {IMPORT_MESSAGES.applyFailed}
            {failureText(error)}
          </Alert>
        )}
        {result && (
          <Alert color="green" role="status" py="xs">
            {IMPORT_MESSAGES.applied} Created {result.created}, updated {result.updated}, unchanged{' '}
            {result.unchanged}, removed {result.removed}, skipped {result.skipped} (trades).
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
