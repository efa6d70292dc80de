import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('gives its value, tells every subscriber of a change, and no longer one that left', () => {
    const store = createStore(1);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = store.subscribe(a);
    store.subscribe(b);
    store.set(2);
    store.set((n) => n + 1);
    expect(store.get()).toBe(3);
    expect(a).toHaveBeenCalledTimes(2);
    stopA();
    store.set(4);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(3);
  });

  it('runs its source from the first subscriber to the last, and keeps the last value after', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const store = createStore('none', start);
    expect(start).not.toHaveBeenCalled();
    const first = store.subscribe(() => undefined);
    const second = store.subscribe(() => undefined);
    expect(start).toHaveBeenCalledTimes(1);
    store.set('read');
    first();
    first(); // a second call changes nothing
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('read');
    store.subscribe(() => undefined);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('the same function subscribed twice stays subscribed until both leave', () => {
    const store = createStore(0);
    const listener = vi.fn();
    const stopOne = store.subscribe(listener);
    store.subscribe(listener);
    stopOne();
    store.set(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
