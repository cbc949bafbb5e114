import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HYDRATION_STAGES, HydrateInStage, hydrateInStages } from './staged-hydration';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="first" />
      <HydrateInStage stage={1}>
        <Counter name="second" />
      </HydrateInStage>
      <HydrateInStage stage={HYDRATION_STAGES}>
        <Counter name="last" />
      </HydrateInStage>
    </main>
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('hydrating in stages', () => {
  it('keeps every prerendered element and makes each part work once its stage has come', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const before = [...root.querySelectorAll('button')];
    expect(before.map((button) => button.textContent)).toEqual(['first 0', 'second 0', 'last 0']);

    let hydrated: Promise<void> = Promise.resolve();
    act(() => {
      hydrated = hydrateInStages(() => hydrateRoot(root, <Page />));
    });
    // The page's own part works at once; the staged ones are on screen, waiting for their task.
    fireEvent.click(screen.getByText('first 0'));
    expect(screen.getByText('first 1')).toBeTruthy();
    fireEvent.click(screen.getByText('last 0'));
    expect(screen.queryByText('last 1')).toBeNull();

    // Every stage released (one task each, however loaded the machine), then the renders they lead to.
    await act(async () => {
      await hydrated;
      await nextTask();
    });
    fireEvent.click(screen.getByText('second 0'));
    fireEvent.click(screen.getByText('last 0'));
    expect(screen.getByText('second 1')).toBeTruthy();
    expect(screen.getByText('last 1')).toBeTruthy();
    // The same elements throughout: nothing was drawn again in their place.
    expect([...root.querySelectorAll('button')]).toEqual(before);
    root.remove();
  });
});
