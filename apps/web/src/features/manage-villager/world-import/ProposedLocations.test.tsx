import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProposedLocations } from './ProposedLocations';

const HALL_1 = { town: 'Canz', location: 'Hall 1', villagers: 2 };
const HALL_2 = { town: 'Canz', location: 'Hall 2', villagers: 1 };

function renderLocations() {
  const onMove = vi.fn();
  render(
    <MantineProvider>
      <ProposedLocations locations={[HALL_1, HALL_2]} onMove={onMove} />
    </MantineProvider>,
  );
  return onMove;
}

describe('the proposed locations of the world import', () => {
  it('renames a location on Enter, and not for a blank or unchanged name', async () => {
    const user = userEvent.setup();
    const onMove = renderLocations();
    const name = screen.getByLabelText('Name of Canz / Hall 1');
    await user.clear(name);
    await user.tab();
    expect(name).toHaveValue('Hall 1');
    expect(onMove).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, 'Library{Enter}');
    expect(onMove).toHaveBeenCalledExactlyOnceWith(HALL_1, 'Canz', 'Library');
  });

  it('merges a location into another chosen one', async () => {
    const user = userEvent.setup();
    const onMove = renderLocations();
    const merge = screen.getByRole('button', { name: 'Merge Canz / Hall 2' });
    expect(merge).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Merge Canz / Hall 2 into'), 'Canz / Hall 1');
    await user.click(merge);
    expect(onMove).toHaveBeenCalledExactlyOnceWith(HALL_2, 'Canz', 'Hall 1');
  });
});
