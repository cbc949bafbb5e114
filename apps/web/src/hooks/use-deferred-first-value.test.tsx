import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredFirstValue } from './use-deferred-first-value';

describe('useDeferredFirstValue', () => {
  it('hands the first value over in a later render, and every later value at once', async () => {
    const seen: { value: number[] | undefined; settling: boolean }[] = [];
    const { result, rerender } = renderHook(
      ({ value }: { value: number[] | undefined }) => {
        const shown = useDeferredFirstValue(value);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: undefined as number[] | undefined } },
    );
    expect(result.current).toEqual({ value: undefined, settling: false });

    const first = [1, 2];
    rerender({ value: first });
    // The render of the answer itself draws nothing new: the list comes in the deferred render after it.
    expect(seen).toContainEqual({ value: undefined, settling: true });
    await waitFor(() => expect(result.current).toEqual({ value: first, settling: false }));

    const moved = [2, 1];
    const before = seen.length;
    rerender({ value: moved });
    expect(seen[before]).toEqual({ value: moved, settling: false });
  });
});
