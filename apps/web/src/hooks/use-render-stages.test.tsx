import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useRenderStages } from './use-render-stages';

describe('useRenderStages', () => {
  it('draws each stage in a render of its own, up to the last, and stays there', async () => {
    const seen: number[] = [];
    function Staged() {
      const stage = useRenderStages(3);
      seen.push(stage);
      return <output>{stage}</output>;
    }
    render(<Staged />);
    expect((await screen.findByText('3')).textContent).toBe('3');
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it('draws the next stage in a task after the effects of the one before, not in theirs', async () => {
    const drawnAfterEffects: Array<string | null> = [];
    function OtherEffect() {
      useEffect(() => {
        // What is drawn once the effects' task has run its microtasks (where Preact draws a state set in it).
        let settled = Promise.resolve();
        for (let i = 0; i < 10; i += 1) settled = settled.then(() => undefined);
        void settled.then(() => drawnAfterEffects.push(screen.getByRole('status').textContent));
      }, []);
      return null;
    }
    function Staged() {
      const stage = useRenderStages(1);
      return (
        <>
          <output>{stage}</output>
          <OtherEffect />
        </>
      );
    }
    render(<Staged />);
    expect((await screen.findByText('1')).textContent).toBe('1');
    expect(drawnAfterEffects).toEqual(['0']);
  });
});
