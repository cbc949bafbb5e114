import './effect-scheduler';
import { render } from 'preact';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

const nextMessage = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('the effect scheduler', () => {
  it("runs a click's effects before the click's task ends, and other effects in the next task", async () => {
    const log: string[] = [];
    function Counter() {
      const [count, setCount] = useState(0);
      useEffect(() => void log.push(`effect ${count}`), [count]);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}
        </button>
      );
    }
    const root = document.createElement('div');
    document.body.append(root);
    render(<Counter />, root);
    await microtasks();
    // Not caused by input: after the render, in a task of its own (no animation frame needed).
    expect(log).toEqual([]);
    await nextMessage();
    expect(log).toEqual(['effect 0']);

    // In a browser the render of a click's update runs while the click is still the current event
    // (window.event); a test's dispatch returns first, so the event is set here for the render.
    vi.stubGlobal('event', new MouseEvent('click'));
    root.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await microtasks();
    expect(log).toEqual(['effect 0', 'effect 1']);
    vi.unstubAllGlobals();
    render(null, root);
    root.remove();
  });
});
