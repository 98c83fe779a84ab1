import { Button, Group, Text } from '@mantine/core';

export type PanelName = 'servers' | 'town' | 'location' | 'move' | 'import';

const PANEL_BUTTONS: readonly { panel: PanelName; label: string }[] = [
  { panel: 'servers', label: 'Manage Servers' },
  { panel: 'town', label: 'Manage Town' },
  { panel: 'location', label: 'Manage Location' },
  { panel: 'move', label: 'Move/Copy' },
  { panel: 'import', label: 'Import from world save' },
];

interface TradeToolbarProps {
  openPanel: PanelName | null;
  saving: boolean;
  changedCount: number;
  selectedCount: number;
  onSave: () => void;
  onDelete: () => void;
  onTogglePanel: (panel: PanelName) => void;
}

/** Save Edits, Delete Selected, and the buttons that open one management panel at a time. */
export function TradeToolbar({
  openPanel,
  saving,
  changedCount,
  selectedCount,
  onSave,
  onDelete,
  onTogglePanel,
}: TradeToolbarProps) {
  return (
    <Group gap="sm" role="toolbar" aria-label="Trade actions">
      <Button onClick={onSave} loading={saving}>
        Save Edits
      </Button>
      <Button color="red" variant="light" onClick={onDelete}>
        Delete Selected
      </Button>
      <Text size="sm" c="dimmed" data-testid="table-state">
        {[changedCount > 0 && `${changedCount} unsaved`, selectedCount > 0 && `${selectedCount} selected`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Group gap="xs" ml="auto">
        {PANEL_BUTTONS.map(({ panel, label }) => (
          <Button
            key={panel}
            variant={openPanel === panel ? 'filled' : 'outline'}
            aria-expanded={openPanel === panel}
            onClick={() => onTogglePanel(panel)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
