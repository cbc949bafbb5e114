import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabTitle } from './use-tab-title';

function Title({ display, isRunning }: { display: string; isRunning: boolean }) {
  useTabTitle({ mode: 'pomodoro', phase: 'focus', display, isRunning });
  return null;
}

const root = document.createElement('div');
afterEach(() => render(null, root));

describe('useTabTitle', () => {
  it('writes the remaining time with the render itself, not after a frame a hidden tab never draws', () => {
    document.title = 'Home · Focus Room';
    render(<Title display="24:59" isRunning />, root);
    expect(document.title).toBe('24:59 · Focus');
    render(<Title display="24:58" isRunning />, root);
    expect(document.title).toBe('24:58 · Focus');
    render(<Title display="24:58" isRunning={false} />, root);
    expect(document.title).toBe('Home · Focus Room');
  });
});
