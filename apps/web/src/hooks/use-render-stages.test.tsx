import { render, screen } from '@testing-library/react';
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
});
