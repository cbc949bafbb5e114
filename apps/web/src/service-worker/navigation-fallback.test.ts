import { describe, expect, it } from 'vitest';
import { navigationFallbacksFor } from './navigation-fallback';

const at = (path: string) => navigationFallbacksFor(new URL(path, 'https://focus.example'));

describe('navigationFallbacksFor', () => {
  it('answers / with the prerendered landing page, then the bare app', () => {
    expect(at('/')).toEqual(['/index.html', '/spa.html']);
  });

  it("tries a page's own prerendered file first, whatever its case or trailing slash", () => {
    expect(at('/home')).toEqual(['/pages/home.html', '/spa.html']);
    expect(at('/Login/')).toEqual(['/pages/login.html', '/spa.html']);
    expect(at('/newsletter/subscribe?x=1')).toEqual(['/pages/newsletter/subscribe.html', '/spa.html']);
  });

  it('falls back to the bare app for a page drawn only in the browser', () => {
    expect(at('/statistics').at(-1)).toBe('/spa.html');
  });
});
