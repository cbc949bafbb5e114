import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from './history';
import { Router } from './router';
import { ScrollRestoration } from './scroll-restoration';

let scrollY = 0;
// The DOM's own scrollY, put back after each test: files of a worker share the window (vitest.config.ts).
const ownScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  sessionStorage.clear();
});
afterEach(() => {
  if (ownScrollY) Object.defineProperty(window, 'scrollY', ownScrollY);
  else Reflect.deleteProperty(window, 'scrollY');
});

function userScrolls(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to the old position on Back', async () => {
    const history = createMemoryHistory(['/']);
    render(
      <Router history={history}>
        <ScrollRestoration />
      </Router>,
    );
    // The first page keeps what the browser did.
    expect(scrollTo).not.toHaveBeenCalled();
    userScrolls(640);
    await act(async () => history.navigate('/terms'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    userScrolls(90);
    await act(async () => history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => history.go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
  });

  it('keeps the position when the navigation asks to, and scrolls to a #fragment', async () => {
    const history = createMemoryHistory(['/admin']);
    const target = document.createElement('div');
    target.id = 'tasks';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    render(
      <Router history={history}>
        <ScrollRestoration />
      </Router>,
    );
    userScrolls(300);
    await act(async () => history.navigate('/admin?tab=users', { replace: true, preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => history.navigate('/#tasks'));
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });

  it('leaves a #fragment entry the browser made alone, and scrolls a link to the page on screen to the top', async () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory();
    render(
      <Router history={history}>
        <ScrollRestoration />
      </Router>,
    );
    userScrolls(500);
    await act(async () => history.navigate('/terms'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    userScrolls(700);
    // What a skip link does: the browser scrolls to #main, adds an entry without our state, fires popstate.
    await act(async () => {
      window.history.pushState(null, '', '/terms#main');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // A link to the page on screen starts it at the top again.
    userScrolls(900);
    await act(async () => history.navigate('/terms', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('survives a malformed #fragment', async () => {
    const history = createMemoryHistory(['/']);
    render(
      <Router history={history}>
        <ScrollRestoration />
      </Router>,
    );
    await act(async () => history.navigate('/privacy#100%'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('saves the positions when the page is left, for a reload', async () => {
    const history = createMemoryHistory(['/', '/terms']);
    const { unmount } = render(
      <Router history={history}>
        <ScrollRestoration />
      </Router>,
    );
    userScrolls(420);
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    scrollTo.mockClear();
    // The same entry, reached again after a reload (a move through the history).
    render(
      <Router history={history}>
        <ScrollRestoration />
      </Router>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
  });
});
