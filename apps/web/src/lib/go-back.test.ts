import { afterEach, describe, expect, it, vi } from 'vitest';
import { goBack } from './routing';

type Entry = { sameDocument: boolean };
const withNavigation = (entries: Entry[], index: number) =>
  Object.defineProperty(window, 'navigation', {
    configurable: true,
    value: { currentEntry: { index }, entries: () => entries },
  });

describe('goBack (the Back buttons of the newsletter and error pages)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'navigation');
    vi.restoreAllMocks();
  });

  it('goes back when the previous entry is a page of this document', () => {
    withNavigation([{ sameDocument: true }, { sameDocument: true }], 1);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const route = vi.fn();
    goBack(route, '/home');
    expect(back).toHaveBeenCalledOnce();
    expect(route).not.toHaveBeenCalled();
  });

  it('goes to the fallback when the previous entry is another document (a page loaded anew)', () => {
    withNavigation([{ sameDocument: false }, { sameDocument: true }], 1);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const route = vi.fn();
    goBack(route, '/home');
    expect(route).toHaveBeenCalledWith('/home');
    expect(back).not.toHaveBeenCalled();
  });

  it('goes to the fallback when the tab opened on this page', () => {
    withNavigation([{ sameDocument: true }], 0);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const route = vi.fn();
    goBack(route, '/home');
    expect(route).toHaveBeenCalledWith('/home');
    expect(back).not.toHaveBeenCalled();
  });
});
