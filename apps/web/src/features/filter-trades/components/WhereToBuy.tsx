import { Anchor, List, Text } from '@mantine/core';
import type { FilterCoverageRow, FilterVillager } from '@tradehall/contracts';
import type { MouseEvent } from 'react';
import { hallMapCellId, leveledName, slotKey } from '../../../components/hall-map';

const cellIdOf = (slot: FilterVillager) =>
  hallMapCellId(slot.town, slot.location, slotKey(slot.row, slot.num));

/** Moves the keyboard focus to the slot's map cell (its tooltip then shows the trades). */
function focusCell(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const cell = document.getElementById(id);
  if (!cell) return;
  event.preventDefault();
  cell.focus();
  cell.scrollIntoView({ block: 'center', inline: 'center' });
}

/** Where to buy a coverage row: the slots of the villagers selling its best level at its Cost, linked to the map. */
export function WhereToBuy({ row }: { row: FilterCoverageRow }) {
  const offer = `${leveledName({ name: row.Enchantment, level: row.Level })} for ${row.Cost}`;
  return (
    <div>
      <Text size="sm" fw={600}>
        Where to buy {offer}:
      </Text>
      <List size="sm" aria-label={`Where to buy ${row.Enchantment}`}>
        {row.where_to_buy.map((slot) => {
          const id = cellIdOf(slot);
          return (
            <List.Item key={id}>
              <Anchor href={`#${id}`} size="sm" onClick={(event) => focusCell(event, id)}>
                {slot.display}
              </Anchor>{' '}
              ({slot.villager_type})
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
