import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorPage';

function Screen({ crash }: { crash: boolean }) {
  if (crash) throw new Error('boom');
  return <p>The screen</p>;
}

function renderAt(path: string, crash: boolean) {
  return (
    <MantineProvider>
      <RouteErrorBoundary resetKey={path}>
        <Screen crash={crash} />
      </RouteErrorBoundary>
    </MantineProvider>
  );
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the screen while it renders', () => {
    render(renderAt('/search', false));
    expect(screen.getByText('The screen')).toBeInTheDocument();
  });

  it('shows the error page with a Reload button when the screen throws, until the path changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(renderAt('/search', true));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    view.rerender(renderAt('/search', false));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');

    view.rerender(renderAt('/profile', false));
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
