import { Paper, Text } from '@mantine/core';
import type { ShoppingTown } from '@tradehall/domain';
import { CardFacts } from '../../../components/CardFacts';
import { boughtText, quantityPrice } from '../shopping-list';

/** One town's purchases on a phone: a card per villager and book, with where it stands, what to buy and the price. */
export function PurchaseCards({ town }: { town: ShoppingTown }) {
  return (
    <ul
      aria-label={`Villagers to visit in ${town.town}`}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {town.stops.flatMap((stop) =>
        stop.items.map((item) => (
          <li key={`${stop.display}-${item.book}`}>
            <Paper withBorder p="sm">
              <Text fw={700} size="sm" mb={4}>
                {stop.location} {stop.row}
                {stop.num} · {stop.villagerType}
              </Text>
              <CardFacts
                facts={[
                  ['Buy', boughtText(item)],
                  ['Price', quantityPrice(item.quantity, item.unitPrice)],
                ]}
              />
            </Paper>
          </li>
        )),
      )}
    </ul>
  );
}
