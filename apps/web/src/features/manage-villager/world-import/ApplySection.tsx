import { Alert, Anchor, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApplyWorldScanResult } from '@tradehall/contracts';
import { Link } from 'react-router';
import type { ProposedLocation } from './locations';
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
  /** The server the trades are written to (the one selected); null while the server list loads. */
  serverName: string | null;
  /** The locations the applied villagers went to: links to their trades once applied. */
  importedTo: readonly ProposedLocation[];
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
        {props.serverName !== null && (
          <Text size="sm">
            The trades go into the server <strong>{props.serverName}</strong>.
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
        {result && props.importedTo.length > 0 && <ImportedLinks locations={props.importedTo} />}
      </Stack>
    </Paper>
  );
}

/** '/manage-villager?town=Canz&location=Hall%201': Manage Villager's listing of one location. */
export function listingPath({ town, location }: { town: string; location: string }): string {
  return `/manage-villager?${new URLSearchParams({ town, location }).toString()}`;
}

function ImportedLinks({ locations }: { locations: readonly ProposedLocation[] }) {
  return (
    <nav aria-label="Imported trades">
      <Text size="sm">See the imported trades:</Text>
      <List size="sm">
        {locations.map((place) => (
          <List.Item key={`${place.town}\u0000${place.location}`}>
            <Anchor component={Link} to={listingPath(place)}>
              {place.town} / {place.location}
            </Anchor>{' '}
            ({place.villagers} villager{place.villagers === 1 ? '' : 's'})
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
