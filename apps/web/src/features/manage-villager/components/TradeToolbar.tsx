import { Button, Group, Menu, Text } from '@mantine/core';
import { useNarrowScreen } from '../../../components/use-narrow-screen';

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

/**
 * Save Edits, Delete Selected, and the buttons that open one management panel at a time; on a phone those panel
 * buttons are gathered into one Panels menu (seven buttons stood above any content).
 */
export function TradeToolbar({
  openPanel,
  saving,
  changedCount,
  selectedCount,
  onSave,
  onDelete,
  onTogglePanel,
}: TradeToolbarProps) {
  const narrow = useNarrowScreen();
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
      {narrow ? (
        <PanelMenu openPanel={openPanel} onTogglePanel={onTogglePanel} />
      ) : (
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
      )}
    </Group>
  );
}

/** The panel buttons as one menu: each item opens its panel, or closes it when it is the open one. */
function PanelMenu({ openPanel, onTogglePanel }: Pick<TradeToolbarProps, 'openPanel' | 'onTogglePanel'>) {
  const open = PANEL_BUTTONS.find(({ panel }) => panel === openPanel);
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="outline" ml="auto">
          {open ? `Panels: ${open.label}` : 'Panels'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {PANEL_BUTTONS.map(({ panel, label }) => (
          <Menu.Item
            key={panel}
            onClick={() => onTogglePanel(panel)}
            fw={openPanel === panel ? 700 : undefined}
          >
            {openPanel === panel ? `Close ${label}` : label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
