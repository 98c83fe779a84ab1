import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Bauble } from '@tradehall/contracts';
import type { ReactNode } from 'react';
import { slotLabel } from '../slot-labels';
import { BaubleIcon } from './BaubleIcon';

interface BaubleDetailsProps {
  bauble: Bauble;
  /** Given only to admins: shows the Edit button. */
  onEdit?: () => void;
}

/** The details panel in view mode: name, Slot, Tier, description, How to Obtain and Upgrade Path. */
export function BaubleDetails({ bauble, onEdit }: BaubleDetailsProps) {
  const upgradeSteps = bauble.upgradePath
    .split(';')
    .map((step) => step.trim())
    .filter(Boolean);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" gap="sm">
          <BaubleIcon name={bauble.name} slot={bauble.type} icon={bauble.icon} size={56} />
          <Title order={2}>{bauble.name}</Title>
        </Group>
        {onEdit && (
          <Button variant="light" onClick={onEdit}>
            Edit
          </Button>
        )}
      </Group>
      <Field label="Slot">{slotLabel(bauble.type)}</Field>
      <Field label="Tier">
        {bauble.tier}
        {bauble.tierBasis && (
          <Text span c="dimmed" size="sm">
            {' '}
            ({bauble.tierBasis})
          </Text>
        )}
      </Field>
      {bauble.tags.length > 0 && (
        <Group gap={4} aria-label="Tags">
          {bauble.tags.map((tag) => (
            <Badge key={tag} variant="outline" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      <Text>{bauble.description || 'No description yet.'}</Text>
      <Section title="How to Obtain">{bauble.howToObtain || 'Not recorded yet.'}</Section>
      <Section title="Upgrade Path">
        {upgradeSteps.length === 0 ? (
          'None.'
        ) : (
          <List size="sm" spacing={2}>
            {upgradeSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        )}
      </Section>
      {bauble.sourceMod && (
        <Text size="xs" c="dimmed">
          From {bauble.sourceMod}
        </Text>
      )}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      <Text span fw={700}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text component="div" size="sm">
        {children}
      </Text>
    </Stack>
  );
}
