import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { whileObserved } from './while-observed';

describe('whileObserved', () => {
  it('runs its source from the first subscriber to the last, and keeps the last value after', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const store = whileObserved(
      createStore(() => 'none'),
      start,
    );
    expect(start).not.toHaveBeenCalled();
    const first = store.subscribe(() => undefined);
    const second = store.subscribe(() => undefined);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(store);
    store.setState('read');
    first();
    first(); // a second call changes nothing
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(store.getState()).toBe('read');
    store.subscribe(() => undefined);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('tells every subscriber of a change, with the value before it, and no longer one that left', () => {
    const store = whileObserved(
      createStore(() => 1),
      () => () => undefined,
    );
    const a = vi.fn();
    const b = vi.fn();
    const stopA = store.subscribe(a);
    store.subscribe(b);
    store.setState(2);
    store.setState((n) => n + 1);
    expect(a).toHaveBeenCalledTimes(2);
    expect(a).toHaveBeenLastCalledWith(3, 2);
    stopA();
    store.setState(4);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(3);
  });

  it('keeps the same function subscribed twice until both leave', () => {
    const stop = vi.fn();
    const store = whileObserved(
      createStore(() => 0),
      () => stop,
    );
    const listener = vi.fn();
    const stopOne = store.subscribe(listener);
    const stopTwo = store.subscribe(listener);
    stopOne();
    store.setState(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
    stopTwo();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('lets its source write the store it feeds', () => {
    const store = whileObserved(
      createStore<ReadonlySet<number>>(() => new Set()),
      (ids) => {
        ids.setState(new Set([7]), true);
        return () => undefined;
      },
    );
    const listener = vi.fn();
    store.subscribe(listener);
    expect([...store.getState()]).toEqual([7]);
    expect(listener).toHaveBeenCalledOnce();
  });
});
