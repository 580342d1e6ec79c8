import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Crashing(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('a page that crashes', () => {
  it('shows the error page with a reload, and the next page once the shopper goes elsewhere', async () => {
    // React reports the caught error on the console; the test only cares what the shopper sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Crashing />} />
            <Route path="/fine" element={<p>A working page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('A working page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
