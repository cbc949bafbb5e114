import { describe, expect, it } from 'vitest';
import { canHydrate } from './hydration';

function root(prerendered?: string) {
  const element = document.createElement('div');
  if (prerendered) element.dataset.prerendered = prerendered;
  return element;
}

describe('canHydrate', () => {
  it('hydrates a prerendered page for a first-time visitor, whose theme may be stored', () => {
    expect(canHydrate(root('page'))).toBe(true);
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('lastActivity', '1');
    expect(canHydrate(root('page'))).toBe(true);
  });

  it('never hydrates the /home shell or a bare page', () => {
    expect(canHydrate(root('shell'))).toBe(false);
    expect(canHydrate(root())).toBe(false);
  });

  it('renders over the page with a session or any stored choice', () => {
    window.localStorage.setItem('token', 't');
    expect(canHydrate(root('page'))).toBe(false);
    window.localStorage.clear();
    window.localStorage.setItem('cookiePreferences', '{"analytics":true,"marketing":false}');
    expect(canHydrate(root('page'))).toBe(false);
  });
});
