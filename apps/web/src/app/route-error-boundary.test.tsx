import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

let broken = true;
function Page() {
  if (broken) throw new Error('the chunk failed');
  return <p>the page</p>;
}

describe('RouteErrorBoundary', () => {
  it('draws the fallback for a failing page, and the page again after the next navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RouteErrorBoundary resetKey="a" fallback={<p>crashed</p>}>
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('crashed')).toBeTruthy();
    broken = false;
    // The same entry: the fallback stays.
    view.rerender(
      <RouteErrorBoundary resetKey="a" fallback={<p>crashed</p>}>
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('crashed')).toBeTruthy();
    view.rerender(
      <RouteErrorBoundary resetKey="b" fallback={<p>crashed</p>}>
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
