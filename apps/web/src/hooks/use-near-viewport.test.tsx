import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** A stand-in for the browser's observer: the test says when the element comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Slot() {
  const [ref, near] = useNearViewport<HTMLDivElement>('75% 0px');
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    FakeObserver.all = [];
  });

  it('draws the part once it comes within the margin, and keeps it drawn', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Slot />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const [observer] = FakeObserver.all;
    expect(observer?.options.rootMargin).toBe('75% 0px');
    expect(observer?.observed).toHaveLength(1);

    act(() => observer?.report(false));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer?.report(true));
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(observer?.disconnected).toBe(true);
    // Nothing watches it any more: scrolling away cannot take it down.
    expect(FakeObserver.all.every((o) => o.disconnected)).toBe(true);
  });

  it('stops watching when the part goes away before it came near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Slot />);
    unmount();
    expect(FakeObserver.all.every((o) => o.disconnected)).toBe(true);
  });

  it('draws at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Slot />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
