// @vitest-environment jsdom
// Code loaded on intent: a component appears once its code is there, keeps its state
// when the page around it renders again, and a preload before it shows loads it only once.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnIntent, onIntent } from '@/lib/load-on-intent';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

describe('lazyOnIntent', () => {
  it('keeps the loaded component’s state when its parent renders again', async () => {
    const LazyCounter = lazyOnIntent(() => Promise.resolve(Counter));
    const { rerender } = render(<LazyCounter label="a" />);
    fireEvent.click(await screen.findByRole('button', { name: 'a 0' }));
    rerender(<LazyCounter label="b" />);
    expect(screen.getByRole('button', { name: 'b 1' })).toBeTruthy();
  });

  it('loads once however often the intent comes, and again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const loader = onIntent(load);
    await expect(loader.load()).rejects.toThrow('offline');
    expect(loader.current()).toBeUndefined();
    await Promise.all([loader.load(), loader.load()]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loader.current()).toBe('code');
  });
});
