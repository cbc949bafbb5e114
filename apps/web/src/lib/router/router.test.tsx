import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserHistory,
  createHref,
  createMemoryHistory,
  type History,
  type Location,
} from './history';
import { Link, Navigate } from './link';
import { matchRoute } from './match';
import { Router, useLocation, useNavigate, useSearchParams } from './router';

function Where() {
  const { pathname, search, hash, state, key } = useLocation();
  return (
    <output>{JSON.stringify({ path: pathname + search + hash, state, first: key === 'default' })}</output>
  );
}
const where = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');

function renderAt(history: History, children: React.ReactNode) {
  return render(
    <Router history={history}>
      {children}
      <Where />
    </Router>,
  );
}

describe('matchRoute', () => {
  const routes = [{ path: '/' }, { path: '/login' }, { path: '/newsletter/subscribe' }, { path: '*' }];
  it('matches in any letter case and with a trailing slash, and falls through to the catch-all', () => {
    expect(matchRoute(routes, '/')?.path).toBe('/');
    expect(matchRoute(routes, '/Login/')?.path).toBe('/login');
    expect(matchRoute(routes, '/newsletter/subscribe')?.path).toBe('/newsletter/subscribe');
    expect(matchRoute(routes, '/newsletter')?.path).toBe('*');
    expect(matchRoute(routes, '/login/extra')?.path).toBe('*');
    expect(matchRoute(routes, '/%E0%A4%A')?.path).toBe('*');
  });
});

describe('Link', () => {
  it('navigates in the app on a plain click and leaves other clicks to the browser', async () => {
    const history = createMemoryHistory(['/']);
    renderAt(history, <Link to="/login?next=1#form">Log in</Link>);
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login?next=1#form');

    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    expect(history.location.pathname).toBe('/');

    await act(async () => void fireEvent.click(link));
    expect(where()).toEqual({ path: '/login?next=1#form', state: null, first: false });
  });

  it('replaces the entry when it links to the page on screen', async () => {
    const history = createMemoryHistory(['/', '/terms']);
    renderAt(history, <Link to="/terms">Terms</Link>);
    await act(async () => void fireEvent.click(screen.getByRole('link')));
    act(() => history.go(-1));
    expect(where().path).toBe('/');
  });
});

describe('createHref', () => {
  it('reads a fragment or a query alone against the page on screen', () => {
    const here = { pathname: '/privacy', search: '?a=1' };
    expect(createHref('#cookies', here)).toBe('/privacy?a=1#cookies');
    expect(createHref('?tab=users', here)).toBe('/privacy?tab=users');
    expect(createHref('/login', here)).toBe('/login');
    expect(createHref({ hash: 'top' }, here)).toBe('/privacy#top');
  });
});

describe('navigation', () => {
  it('redirects once with Navigate under StrictMode', async () => {
    const history = createMemoryHistory(['/']);
    await act(async () => {
      render(
        <StrictMode>
          <Router history={history}>
            <Navigate to="/login" />
          </Router>
        </StrictMode>,
      );
    });
    expect(history.location.pathname).toBe('/login');
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/');
  });

  it('carries state, goes back, and marks the first entry', async () => {
    const history = createMemoryHistory(['/']);
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    renderAt(history, <Grab />);
    expect(where()).toEqual({ path: '/', state: null, first: true });
    await act(async () => navigate('/server-error', { state: { from: '/login' } }));
    expect(where()).toEqual({ path: '/server-error', state: { from: '/login' }, first: false });
    await act(async () => navigate(-1));
    expect(where()).toEqual({ path: '/', state: null, first: true });
  });

  it('redirects with Navigate, keeping the state', async () => {
    const history = createMemoryHistory(['/home']);
    await act(async () => {
      renderAt(
        history,
        <Navigate to={{ pathname: '/login', hash: '#x' }} replace state={{ from: '/home' }} />,
      );
    });
    expect(where()).toEqual({ path: '/login#x', state: { from: '/home' }, first: false });
    act(() => history.go(-1));
    // Replaced: nothing behind it.
    expect(where().path).toBe('/login#x');
  });

  it('changes the query and keeps the path', async () => {
    const history = createMemoryHistory(['/admin?tab=users#top']);
    let set: ReturnType<typeof useSearchParams>[1] = () => undefined;
    function Tabs() {
      const [params, setParams] = useSearchParams();
      set = setParams;
      return <p>tab {params.get('tab')}</p>;
    }
    renderAt(history, <Tabs />);
    expect(screen.getByText('tab users')).toBeTruthy();
    await act(async () =>
      set(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', 'reviews');
          return next;
        },
        { replace: true },
      ),
    );
    expect(screen.getByText('tab reviews')).toBeTruthy();
    expect(where().path).toBe('/admin?tab=reviews');
  });

  it('keeps the page on screen while the next one is loading, and ends on the last navigation', async () => {
    const history = createMemoryHistory(['/a']);
    let arrive: () => void = () => undefined;
    const loading = new Promise<void>((r) => {
      arrive = r;
    });
    const prepare = (location: Location) => (location.pathname === '/b' ? loading : undefined);
    function Pages() {
      const { pathname } = useLocation();
      return <p>page {pathname.slice(1)}</p>;
    }
    render(
      <Router history={history} prepare={prepare}>
        <Pages />
      </Router>,
    );
    await act(async () => history.navigate('/b'));
    expect(screen.getByText('page a')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByText('page b')).toBeTruthy();
    // A slow page overtaken by a ready one: the ready one stays.
    let arriveLate: () => void = () => undefined;
    const late = new Promise<void>((r) => {
      arriveLate = r;
    });
    const slow = (location: Location) => (location.pathname === '/slow' ? late : undefined);
    const history2 = createMemoryHistory(['/a']);
    render(
      <Router history={history2} prepare={slow}>
        <Pages />
      </Router>,
    );
    await act(async () => history2.navigate('/slow'));
    await act(async () => history2.navigate('/c'));
    expect(screen.getByText('page c')).toBeTruthy();
    await act(async () => arriveLate());
    expect(screen.getByText('page c')).toBeTruthy();
    expect(screen.queryByText('page slow')).toBeNull();
  });
});

describe('the browser history', () => {
  it('writes entries with their state and follows Back', async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    expect(history.location).toMatchObject({ pathname: '/start', key: 'default', state: null });
    const listener = vi.fn();
    history.listen(listener);
    history.navigate('/next?x=1', { state: { from: '/start' } });
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    expect(history.location).toMatchObject({ pathname: '/next', search: '?x=1', state: { from: '/start' } });
    expect(history.action).toBe('push');
    window.history.replaceState(null, '', '/start');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.location).toMatchObject({ pathname: '/start', key: 'default' });
    expect(history.action).toBe('pop');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
