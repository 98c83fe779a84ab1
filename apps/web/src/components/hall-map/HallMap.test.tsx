import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HallMap, type HallMapProps } from './HallMap';
import type { HallMapVillager } from './hall-map';

const MENDING: HallMapVillager = {
  row: 'A',
  num: 1,
  villager_type: 'Librarian',
  trades: [
    {
      cost_item1: 'Emerald',
      cost_amount1: 12,
      cost_item2: 'Book',
      cost_amount2: 1,
      sell_item: 'Enchanted Book',
      sell_amount: 1,
      enchantments: [{ name: 'Mending', level: 1 }],
    },
    {
      cost_item1: 'Paper',
      cost_amount1: 24,
      cost_item2: '',
      cost_amount2: 0,
      sell_item: 'Emerald',
      sell_amount: 1,
      enchantments: [],
    },
  ],
};
const FARMER: HallMapVillager = {
  row: 'C',
  num: 4,
  villager_type: 'Farmer',
  trades: [{ ...MENDING.trades[1]!, sell_item: 'Bread', enchantments: [] }],
};

function renderMap(props: Partial<HallMapProps> = {}) {
  return render(
    <MantineProvider>
      <HallMap town="canz" location="Main Hall" villagers={[MENDING, FARMER]} {...props} />
    </MantineProvider>,
  );
}

const cell = (name: string | RegExp) => screen.getByRole('gridcell', { name });

describe('HallMap', () => {
  it('draws every row from A to the last in use plus one empty row, 20 numbers each', () => {
    renderMap();
    const grid = screen.getByRole('grid', { name: 'Hall map: canz / Main Hall' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(5); // the numbers, then A, the empty B, C and the spare D
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['A', 'B', 'C', 'D']);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(80);
    expect(cell('B7 empty')).toBeInTheDocument();
    expect(cell('A1 Librarian: Mending I')).toHaveTextContent('Mending I');
    expect(cell('A1 Librarian: Mending I').querySelector('[data-mark]')).toHaveAttribute('data-mark', 'Li');
    expect(cell('C4 Farmer: Bread')).toHaveTextContent('Bread');
    expect(cell('C4 Farmer: Bread').querySelector('[data-mark]')).toHaveAttribute('data-mark', 'Fa');
    expect(cell('A2 empty')).toHaveTextContent('');
    expect(cell('D20 empty')).toBeInTheDocument();
  });

  it("shows each villager's type mark and its best enchantment or main sale, with a legend of the marks", () => {
    const fletcher: HallMapVillager = {
      row: 'B',
      num: 1,
      villager_type: 'Fletcher',
      trades: [
        { ...MENDING.trades[1]!, cost_item1: 'String' },
        { ...MENDING.trades[1]!, cost_item1: 'Emerald', sell_item: 'Arrow', sell_amount: 10 },
      ],
    };
    const leatherworker: HallMapVillager = { ...FARMER, row: 'B', num: 2, villager_type: 'Leatherworker' };
    renderMap({ villagers: [MENDING, FARMER, fletcher, leatherworker] });
    // The mark is CSS content (data-mark), the offer the cell's text.
    const shows = (name: string) => {
      const found = cell(name);
      return [found.querySelector('[data-mark]')?.getAttribute('data-mark'), found.textContent];
    };
    expect(shows('A1 Librarian: Mending I')).toEqual(['Li', expect.stringMatching(/^Mending I/)]);
    expect(shows('C4 Farmer: Bread')).toEqual(['Fa', expect.stringMatching(/^Bread/)]);
    expect(shows('B1 Fletcher: Arrow')).toEqual(['Fl', expect.stringMatching(/^Arrow/)]);
    expect(shows('B2 Leatherworker: Bread')).toEqual(['Le', expect.stringMatching(/^Bread/)]);
    const types = screen.getByRole('list', { name: 'Villager types' });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['FaFarmer', 'FlFletcher', 'LeLeatherworker', 'LiLibrarian']);
  });

  it('describes a villager by all its trades with prices', () => {
    renderMap();
    expect(cell('A1 Librarian: Mending I')).toHaveAccessibleDescription(
      '1 Enchanted Book (Mending I) for 12 Emerald + 1 Book; 1 Emerald for 24 Paper',
    );
  });

  it('shows the trades in a tooltip on focus', async () => {
    renderMap();
    const tipItem = () => screen.queryByText('1 Emerald for 24 Paper', { selector: 'li' });
    expect(tipItem()).toBeNull();
    act(() => cell('A1 Librarian: Mending I').focus());
    expect(await screen.findByText('1 Emerald for 24 Paper', { selector: 'li' })).toBeInTheDocument();
    act(() => cell('A1 Librarian: Mending I').blur());
    await waitFor(() => expect(tipItem()).toBeNull());
  });

  it('colours cells by state, rings highlighted ones, and lists the marks in the legend', () => {
    renderMap({ cellStates: { A1: 'keep', C4: 'remove', E2: 'uncovered' }, highlighted: ['C4'] });
    const style = (name: string) => cell(name).getAttribute('style') ?? '';
    expect(style('A1 Librarian: Mending I, keep')).toContain('background: var(--mantine-color-green-light)');
    const removed = style('C4 Farmer: Bread, remove, highlighted');
    expect(removed).toContain('background: var(--mantine-color-red-light)');
    expect(removed).toMatch(/box-shadow: [^;]*var\(--mantine-color-yellow-filled\)/);
    expect(style('E2 empty, not covered')).toContain('background: var(--mantine-color-gray-light)');
    expect(style('A2 empty')).toBe('');
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['keep', 'remove', 'not covered', 'highlighted']);
  });

  it('shows no colour legend without marks, only the types when asked, or nothing when told not to', () => {
    const { unmount } = renderMap();
    expect(screen.queryByRole('list', { name: 'Map legend' })).toBeNull();
    unmount();
    const typesOnly = renderMap({ cellStates: { A1: 'keep' }, legend: 'types' });
    expect(screen.queryByRole('list', { name: 'Map legend' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Villager types' })).toBeInTheDocument();
    typesOnly.unmount();
    renderMap({ cellStates: { A1: 'keep' }, legend: false });
    expect(screen.queryByRole('list', { name: 'Map legend' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Villager types' })).toBeNull();
  });

  it('marks the selected cell and shows its row even when empty', () => {
    renderMap({ selected: 'K7' });
    expect(cell('K7 empty')).toHaveAttribute('aria-selected', 'true');
    expect(cell('A1 Librarian: Mending I')).toHaveAttribute('aria-selected', 'false');
    expect(cell('K7 empty')).toHaveAttribute('tabindex', '0');
  });

  it('calls onCellClick with the slot and its villager on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onCellClick = vi.fn();
    renderMap({ onCellClick });
    await user.click(cell('A1 Librarian: Mending I'));
    expect(onCellClick).toHaveBeenLastCalledWith({ row: 'A', num: 1 }, MENDING);
    await user.click(cell('A2 empty'));
    expect(onCellClick).toHaveBeenLastCalledWith({ row: 'A', num: 2 }, null);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{Enter}');
    expect(onCellClick).toHaveBeenLastCalledWith({ row: 'C', num: 4 }, FARMER);
    await user.keyboard('{ArrowDown} ');
    expect(onCellClick).toHaveBeenLastCalledWith({ row: 'D', num: 4 }, null);
    expect(onCellClick).toHaveBeenCalledTimes(4);
  });

  it('has one tab stop that moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderMap();
    const tabbable = () => screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0);
    expect(tabbable().map((c) => c.dataset.slot)).toEqual(['A1']);
    await user.tab();
    expect(cell('A1 Librarian: Mending I')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('A20 empty')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(cell('D20 empty')).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}{ArrowDown}');
    expect(cell('B1 empty')).toHaveFocus();
    expect(tabbable().map((c) => c.dataset.slot)).toEqual(['B1']);
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
