import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationProvider, useLocation } from '../lib/routing';
import { mockApi } from '../test/api-mock';
import { appWrapper } from '../test/providers';
import { AppRoutes, canonicalPath, preloadRoute } from './route-table';

function Address() {
  return <output data-testid="address">{useLocation().url}</output>;
}

/** Draws the app at `path`, with the pages it may show (`pages`) loaded first, as main.tsx does. */
async function renderAt(path: string, pages = [path]) {
  window.history.replaceState(null, '', path);
  for (const page of pages) await preloadRoute(page);
  const Wrapper = appWrapper();
  await act(async () => {
    render(
      <Wrapper>
        <LocationProvider>
          <AppRoutes />
          <Address />
        </LocationProvider>
      </Wrapper>,
    );
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the route table', () => {
  it("spells a page's path as the table does, in any letter case and with a trailing slash", () => {
    expect(canonicalPath('/LOGIN')).toBe('/login');
    expect(canonicalPath('/Newsletter/Subscribe/')).toBe('/newsletter/subscribe');
    expect(canonicalPath('/no-such-page')).toBe('/no-such-page');
  });

  it('settles preloading for known and unknown paths alike', async () => {
    await expect(preloadRoute('/no-such-page')).resolves.toBeUndefined();
    await expect(preloadRoute('/cookies')).resolves.toBeUndefined();
  });

  it('draws the not-found page for a path it does not name', async () => {
    mockApi({});
    await renderAt('/some/deep/path');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('sends a visitor from /home to /login', async () => {
    mockApi({});
    // A visitor never draws the page behind the guard: only the login page needs its chunk.
    await renderAt('/home', ['/login']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/login');
  });

  it('sends a visitor from /admin to /login', async () => {
    mockApi({});
    await renderAt('/admin', ['/login']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/login');
  });
});
