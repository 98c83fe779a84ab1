import { Group, Text } from '@mantine/core';
import { swatchStyle } from './cell-style';
import classes from './HallMap.module.css';
import { CELL_STATE_LABELS, type HallMapCellState, HIGHLIGHTED_LABEL, type TypeMark } from './hall-map';

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

/** What the two letters in the cells stand for: 'Li Librarian', 'Le Leatherworker'. */
export function HallMapTypeLegend({ types }: { types: readonly TypeMark[] }) {
  return (
    <Group
      gap="md"
      mt={6}
      component="ul"
      aria-label="Villager types"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {types.map(({ type, mark }) => (
        <Group component="li" gap={6} key={type} wrap="nowrap">
          <span className={classes.typeMark}>{mark}</span>
          <Text size="xs">{type}</Text>
        </Group>
      ))}
    </Group>
  );
}
