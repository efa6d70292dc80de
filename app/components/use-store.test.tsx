// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../data/store';
import { useStore } from './use-store';

afterEach(cleanup);

describe('useStore', () => {
  it('with a selector, renders again only when the selected part changes', () => {
    const store = createStore({ complete: false, received: 0 });
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useStore(store, (s) => s.complete));
      return null;
    }
    render(<Probe />);
    act(() => store.set((s) => ({ ...s, received: 100 })));
    act(() => store.set((s) => ({ ...s, received: 200 })));
    expect(seen).toEqual([false]);
    act(() => store.set((s) => ({ ...s, complete: true })));
    expect(seen).toEqual([false, true]);
  });

  it('without one, renders again on every change', () => {
    const store = createStore({ received: 0 });
    const seen: number[] = [];
    function Probe() {
      seen.push(useStore(store).received);
      return null;
    }
    render(<Probe />);
    act(() => store.set({ received: 1 }));
    act(() => store.set({ received: 2 }));
    expect(seen).toEqual([0, 1, 2]);
  });
});
