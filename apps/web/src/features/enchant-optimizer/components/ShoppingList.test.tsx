import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOPPING_LIST, shoppingOption } from '../test-shopping-list';
import { ShoppingList } from './ShoppingList';

/** The list of a sword on the API test's world; without a server no trades are fetched for the maps. */
function renderList(list = SHOPPING_LIST) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ShoppingList list={list} planLevels={23} serverId={null} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const total = (term: string) => screen.getByTestId(`shopping-total-${term}`);
const sellers = (book: string) => screen.getByRole('group', { name: book });
const visit = () => screen.getByRole('region', { name: 'Where to go' });

describe('ShoppingList', () => {
  it('chooses the cheapest seller of each book by default and sums them', () => {
    renderList();
    const sharpness = within(sellers('Sharpness V'));
    expect(
      within(sharpness.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(1)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['bones', 'Crypt', 'B', '1', 'Sharpness V', '20 Emerald + 1 Book', '20'],
      ['canz', 'Main Hall', 'A', '2', 'Sharpness V', '20 Emerald + 1 Book', '20'],
      ['canz', 'Main Hall', 'A', '4', 'Sharpness V', '35 Emerald + 1 Book', '35'],
    ]);
    expect(
      sharpness.getByRole('radio', { name: 'Sharpness V: canz / Main Hall / A2, 20 Emerald + 1 Book' }),
    ).toBeChecked();
    expect(total('emeralds')).toHaveTextContent('54');
    expect(total('books-bought')).toHaveTextContent('4');
    expect(total('to-bring')).toHaveTextContent('54 Emerald + 4 Book');
    expect(total('xp-levels-of-the-merges')).toHaveTextContent('29 (plan 23 + lower-level merges 6)');
    expect(
      within(visit())
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['canz: 4 books']);
  });

  it('changes the totals and the towns to visit when another seller is chosen', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(
      within(sellers('Sharpness V')).getByRole('radio', {
        name: 'Sharpness V: canz / Main Hall / A4, 35 Emerald + 1 Book',
      }),
    );
    expect(total('emeralds')).toHaveTextContent('69');
    await user.click(
      within(sellers('Sharpness V')).getByRole('radio', {
        name: 'Sharpness V: bones / Crypt / B1, 20 Emerald + 1 Book',
      }),
    );
    expect(total('emeralds')).toHaveTextContent('54');
    expect(
      within(visit())
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['canz: 3 books', 'bones: 1 book']);
    expect(
      within(screen.getByRole('table', { name: 'Villagers to visit in bones' })).getByRole('cell', {
        name: 'Sharpness V',
      }),
    ).toBeInTheDocument();
  });

  it('lists a missing book as missing and counts it', () => {
    renderList();
    const fireAspect = sellers('Fire Aspect II');
    expect(fireAspect).toHaveTextContent('Missing');
    expect(fireAspect).toHaveTextContent(
      'Nobody on this server sells Fire Aspect II, nor two of the level below to merge.',
    );
    expect(within(fireAspect).queryByRole('radio')).toBeNull();
    expect(total('missing-books')).toHaveTextContent('1');
  });

  it('says when two lower-level books are merged instead', () => {
    renderList();
    const looting = within(sellers('Looting III'));
    expect(looting.getByTestId('lower-level-note')).toHaveTextContent(
      'Nobody sells Looting III: buy two Looting II and merge them.',
    );
    expect(
      looting.getByRole('radio', {
        name: 'Looting III: 2 × Looting II to merge at canz / Main Hall / A3, 2 × (2 Emerald + 1 Book)',
      }),
    ).toBeChecked();
    expect(
      looting.getByRole('cell', { name: '2 × Looting II, merge: 6 levels (72 XP)' }),
    ).toBeInTheDocument();
  });

  it("highlights the chosen town's villagers to visit on its hall map", async () => {
    const user = userEvent.setup();
    renderList();
    const map = screen.getByRole('grid', { name: 'Hall map: canz / Main Hall' });
    expect(
      within(map)
        .getAllByRole('gridcell', { name: /highlighted/ })
        .map((cell) => cell.dataset.slot),
    ).toEqual(['A1', 'A2', 'A3']);
    await user.click(
      within(sellers('Sharpness V')).getByRole('radio', {
        name: 'Sharpness V: bones / Crypt / B1, 20 Emerald + 1 Book',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Town on the map'), 'bones');
    const crypt = screen.getByRole('grid', { name: 'Hall map: bones / Crypt' });
    expect(within(crypt).getByRole('gridcell', { name: 'B1 empty, highlighted' })).toBeInTheDocument();
  });

  it('prints one page per town, the totals on the first', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(
      within(sellers('Sharpness V')).getByRole('radio', {
        name: 'Sharpness V: bones / Crypt / B1, 20 Emerald + 1 Book',
      }),
    );
    const pages = screen.getAllByTestId('shopping-print-town');
    expect(pages.map((page) => page.querySelector('h1')?.textContent)).toEqual([
      'Shopping list for Sword: canz (1 of 2)',
      'Shopping list for Sword: bones (2 of 2)',
    ]);
    expect(pages[0]).toHaveTextContent(
      'Total: 54 emeralds, 4 books, bring 54 Emerald + 4 Book, 29 XP levels of merges.',
    );
    expect(pages[0]).toHaveTextContent('Nobody sells: Fire Aspect II.');
    expect(screen.getByTestId('shopping-printout')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists the five cheapest sellers of a book until all are asked for', async () => {
    const user = userEvent.setup();
    const sellersOfMending = [30, 31, 32, 33, 34, 35, 36].map((price, index) =>
      shoppingOption(`canz / Main Hall / B${index + 1}`, price, 'Mending'),
    );
    const [sharpness, mending, ...rest] = SHOPPING_LIST.books;
    renderList({
      ...SHOPPING_LIST,
      books: [sharpness!, { ...mending!, options: sellersOfMending, choice: 6 }, ...rest],
    });
    const radios = () => within(sellers('Mending')).getAllByRole('radio');
    // The five cheapest and the chosen one.
    expect(radios()).toHaveLength(6);
    expect(radios()[5]).toBeChecked();
    await user.click(within(sellers('Mending')).getByRole('button', { name: 'Show all 7 sellers' }));
    expect(radios()).toHaveLength(7);
    await user.click(radios()[0]!);
    expect(total('emeralds')).toHaveTextContent(String(20 + 30 + 4));
    await user.click(within(sellers('Mending')).getByRole('button', { name: 'Show the 5 cheapest' }));
    expect(radios()).toHaveLength(5);
  });
});
