import { Group, Text } from '@mantine/core';
import { swatchStyle } from './cell-style';
import classes from './HallMap.module.css';
import { CELL_STATE_LABELS, type HallMapCellState, HIGHLIGHTED_LABEL } from './hall-map';

/** A legend entry: a colour state, the highlight ring or the selection border. */
export type HallMapMark = HallMapCellState | 'highlighted' | 'selected';

const MARK_LABELS: Readonly<Record<HallMapMark, string>> = {
  ...CELL_STATE_LABELS,
  highlighted: HIGHLIGHTED_LABEL,
  selected: 'selected',
};

/** What the map's colours mean; also usable once above several maps (`legend={false}` on each). */
export function HallMapLegend({ marks }: { marks: readonly HallMapMark[] }) {
  return (
    <Group gap="md" mt={6} component="ul" aria-label="Map legend" style={{ listStyle: 'none', padding: 0 }}>
      {marks.map((mark) => (
        <Group component="li" gap={6} key={mark} wrap="nowrap">
          <span className={classes.swatch} style={swatchStyle(mark)} aria-hidden />
          <Text size="xs">{MARK_LABELS[mark]}</Text>
        </Group>
      ))}
    </Group>
  );
}
