import { Badge, Button, Fieldset, Radio, Stack, Table, Text } from '@mantine/core';
import type { ShoppingListBook, ShoppingListOption } from '@tradehall/contracts';
import { useState } from 'react';
import { formatNumber, lowerLevelNote, mergeText, quantityPrice } from '../shopping-list';

interface ShoppingBooksProps {
  books: readonly ShoppingListBook[];
  choices: readonly (number | null)[];
  onChoose: (book: number, option: number) => void;
  /** Labels of the books the plan already makes by merging two lower-level books. */
  mergedBooks?: readonly string[];
  /** Re-plans with this book made from two lower-level books; no offer without it. */
  onPlanWithMerged?: (label: string) => void;
}

const radioName = (index: number) => `shopping-book-${index}`;

/** Each book of the plan with who sells it, cheapest first, and the choice of one; missing books say so. */
export function ShoppingBooks({
  books,
  choices,
  onChoose,
  mergedBooks = [],
  onPlanWithMerged,
}: ShoppingBooksProps) {
  return (
    <Stack gap="sm">
      {books.map((book, index) => (
        <Fieldset key={book.label} legend={book.label} variant="filled">
          {book.missing ? (
            <Text size="sm">
              <Badge color="red" variant="light" mr={6}>
                Missing
              </Badge>
              Nobody on this server sells {book.label}
              {book.level > 1 ? ', nor two of the level below to merge' : ''}.
            </Text>
          ) : (
            <BookOptions
              book={book}
              name={radioName(index)}
              choice={choices[index] ?? null}
              onChoose={(option) => onChoose(index, option)}
              merged={mergedBooks.includes(book.label)}
              onPlanWithMerged={onPlanWithMerged && (() => onPlanWithMerged(book.label))}
            />
          )}
        </Fieldset>
      ))}
    </Stack>
  );
}

interface BookOptionsProps {
  book: ShoppingListBook;
  name: string;
  choice: number | null;
  onChoose: (option: number) => void;
  merged: boolean;
  onPlanWithMerged: (() => void) | undefined;
}

/** Sellers listed before 'Show all': the cheapest few (and the chosen one wherever it is). */
export const SHOWN_SELLERS = 5;

function BookOptions({ book, name, choice, onChoose, merged, onPlanWithMerged }: BookOptionsProps) {
  const note = lowerLevelNote(book);
  const [showAll, setShowAll] = useState(false);
  const hidden = showAll
    ? 0
    : book.options.filter((_, index) => index >= SHOWN_SELLERS && index !== choice).length;
  return (
    <Stack gap={4}>
      {note && (
        <Text size="sm" fw={500} data-testid="lower-level-note">
          {note}
        </Text>
      )}
      {note && merged && (
        <Text size="sm" c="dimmed">
          The plan above already merges these books.
        </Text>
      )}
      {note && !merged && onPlanWithMerged && (
        <Button variant="light" size="compact-sm" w="fit-content" onClick={onPlanWithMerged}>
          Plan with these books
        </Button>
      )}
      <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table striped withTableBorder aria-label={`Villagers selling ${book.label}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Choose</Table.Th>
              <Table.Th>Town</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Row</Table.Th>
              <Table.Th>Number</Table.Th>
              <Table.Th>Buy</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Emeralds</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {book.options.map((option, index) =>
              !showAll && index >= SHOWN_SELLERS && index !== choice ? null : (
                <Table.Tr key={`${option.kind}-${option.display}`}>
                  <Table.Td>
                    <Radio
                      name={name}
                      value={String(index)}
                      checked={choice === index}
                      onChange={() => onChoose(index)}
                      aria-label={`${book.label}: ${optionName(option)}`}
                    />
                  </Table.Td>
                  <Table.Td>{option.town}</Table.Td>
                  <Table.Td>{option.location}</Table.Td>
                  <Table.Td>{option.row}</Table.Td>
                  <Table.Td>{option.num}</Table.Td>
                  <Table.Td>
                    {option.kind === 'merge' ? `2 × ${option.bought}, ${mergeText(option)}` : option.bought}
                  </Table.Td>
                  <Table.Td>{quantityPrice(option.quantity, option.unit_price.text)}</Table.Td>
                  <Table.Td>{formatNumber(option.emeralds)}</Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(hidden > 0 || showAll) && book.options.length > SHOWN_SELLERS && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setShowAll((value) => !value)}
          w="fit-content"
        >
          {showAll ? `Show the ${SHOWN_SELLERS} cheapest` : `Show all ${book.options.length} sellers`}
        </Button>
      )}
    </Stack>
  );
}

/** 'canz / Main Hall / A2, 20 Emerald + 1 Book'; a merge says what it buys. */
function optionName(option: ShoppingListOption): string {
  const what = option.kind === 'merge' ? `2 × ${option.bought} to merge at ` : '';
  return `${what}${option.display}, ${quantityPrice(option.quantity, option.unit_price.text)}`;
}
