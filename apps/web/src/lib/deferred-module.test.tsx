import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule, useDeferredModule } from './deferred-module';

const Greeting = () => <p>Hello</p>;

function Host({
  module,
  wanted,
}: {
  module: ReturnType<typeof deferredModule<{ Greeting: typeof Greeting }>>;
  wanted: boolean;
}) {
  const loaded = useDeferredModule(module, wanted);
  return loaded ? <loaded.Greeting /> : <p>nothing</p>;
}

describe('deferredModule', () => {
  it('loads once, and a failed load can be tried again', async () => {
    const importer = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const module = deferredModule(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ Greeting });
    await module.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(module.current).toEqual({ Greeting });
  });

  it('loads when first wanted and renders what it brought', async () => {
    const module = deferredModule(async () => ({ Greeting }));
    const { rerender } = render(<Host module={module} wanted={false} />);
    expect(screen.getByText('nothing')).toBeTruthy();
    rerender(<Host module={module} wanted />);
    expect(await screen.findByText('Hello')).toBeTruthy();
  });

  it('renders at once, in the same render, once the module is there', async () => {
    const module = deferredModule(async () => ({ Greeting }));
    await module.load();
    render(<Host module={module} wanted />);
    expect(screen.getByText('Hello')).toBeTruthy();
  });
});
