import { Stack, Table, Text, Title } from '@mantine/core';
import type { ShoppingTown } from '@tradehall/domain';
import { useNarrowScreen } from '../../../components/use-narrow-screen';
import { boughtText, quantityPrice } from '../shopping-list';
import { PurchaseCards } from './PurchaseCards';

/** One town's villagers to visit, in slot order, with what to buy from each and its price (cards on a phone). */
export function TownStops({ town, headingLevel = 3 }: { town: ShoppingTown; headingLevel?: 3 | 4 }) {
  const books = town.purchases === 1 ? '1 book' : `${town.purchases} books`;
  const narrow = useNarrowScreen();
  return (
    <Stack gap={4}>
      <Title order={headingLevel} size="h5">
        {town.town}: {books}
      </Title>
      {narrow ? (
        <PurchaseCards town={town} />
      ) : (
        <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table withTableBorder aria-label={`Villagers to visit in ${town.town}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Location</Table.Th>
                <Table.Th>Row</Table.Th>
                <Table.Th>Number</Table.Th>
                <Table.Th>Villager</Table.Th>
                <Table.Th>Buy</Table.Th>
                <Table.Th>Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {town.stops.flatMap((stop) =>
                stop.items.map((item) => (
                  <Table.Tr key={`${stop.display}-${item.book}`}>
                    <Table.Td>{stop.location}</Table.Td>
                    <Table.Td>{stop.row}</Table.Td>
                    <Table.Td>{stop.num}</Table.Td>
                    <Table.Td>{stop.villagerType}</Table.Td>
                    <Table.Td>{boughtText(item)}</Table.Td>
                    <Table.Td>{quantityPrice(item.quantity, item.unitPrice)}</Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The towns to visit, most purchases first. */
export function ShoppingVisit({ towns }: { towns: readonly ShoppingTown[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="shopping-visit-heading">
      <Title order={3} size="h4" id="shopping-visit-heading">
        Where to go
      </Title>
      {towns.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing to buy: no book is sold on this server.
        </Text>
      ) : (
        <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {towns.map((town) => (
            <li key={town.town}>
              <TownStops town={town} headingLevel={4} />
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}
