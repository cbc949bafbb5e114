import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import { Router } from './router';
import { ScrollRestoration } from './scroll-restoration';

let scrollY = 0;
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
  Reflect.deleteProperty(window, 'scrollY');
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

  it('leaves a change of the #fragment alone, or scrolls to its element', async () => {
    window.history.replaceState(null, '', '/');
    const history = createMemoryHistory(['/']);
    render(
      <Router history={history}>
        <ScrollRestoration />
      </Router>,
    );
    userScrolls(500);
    await act(async () => history.navigate('/terms'));
    userScrolls(700);
    // What a skip link does: the browser scrolls to #main and makes an entry without our state.
    await act(async () => history.navigate('/terms#main'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(async () => history.go(-2));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
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
