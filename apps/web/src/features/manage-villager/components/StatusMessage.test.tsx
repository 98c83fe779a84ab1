import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusMessage } from './StatusMessage';

describe('StatusMessage', () => {
  it('shows a saved trade’s price warnings politely, under its text', () => {
    render(
      <MantineProvider>
        <StatusMessage
          feedback={{
            kind: 'warning',
            text: 'Trade added: A1 Enchanted Book. Check the price:',
            details: ['Mending I: a librarian asks 10–38 emeralds; this trade says 3'],
          }}
        />
      </MantineProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Trade added: A1 Enchanted Book. Check the price:');
    expect(status).toHaveTextContent('Mending I: a librarian asks 10–38 emeralds; this trade says 3');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
