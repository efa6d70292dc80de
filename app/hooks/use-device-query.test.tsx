// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../data/db';
import { deviceDb, watchDevice } from '../data/device-db';
import { useDeviceQuery } from './use-device-query';

beforeEach(async () => {
  await db.meta.clear();
});
afterEach(() => cleanup());

const line = (key: string, quantity: number) => ({
  key,
  id: 1,
  type: 'class' as const,
  title: key,
  price: 100,
  quantity,
  addedAt: 1,
});

describe('watchDevice', () => {
  it('answers once the database has loaded, and again after each write that changes the answer', async () => {
    const answers: (string | undefined)[] = [];
    const stop = watchDevice(async (d) => (await d.meta.get('k'))?.value as string | undefined, {
      next: (v) => answers.push(v),
      error: () => undefined,
    });
    await waitFor(() => expect(answers).toEqual([undefined]));
    await (await deviceDb()).meta.put({ key: 'k', value: 'rye' });
    await waitFor(() => expect(answers).toEqual([undefined, 'rye']));
    stop();
    await db.meta.put({ key: 'k', value: 'spelt' });
    await new Promise((r) => setTimeout(r, 50));
    expect(answers).toEqual([undefined, 'rye']);
  });

  it('stopped before the database has loaded, it never answers', async () => {
    const answers: unknown[] = [];
    watchDevice((d) => d.meta.count(), { next: (v) => answers.push(v), error: () => undefined })();
    await deviceDb();
    await new Promise((r) => setTimeout(r, 50));
    expect(answers).toEqual([]);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error?: string }> {
  state: { error?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

describe('useDeviceQuery', () => {
  function CartCount() {
    const count = useDeviceQuery(async (d) => (await d.cart.toArray()).reduce((sum, l) => sum + l.quantity, 0), [], 0);
    return <p>{count} items</p>;
  }

  it('shows the default first, then the device, then every change', async () => {
    await db.cart.clear();
    const view = render(<CartCount />);
    expect(view.container.textContent).toBe('0 items');
    await act(() => db.cart.put(line('a', 2)));
    await waitFor(() => expect(view.container.textContent).toBe('2 items'));
    await act(() => db.cart.put(line('b', 3)));
    await waitFor(() => expect(view.container.textContent).toBe('5 items'));
  });

  it('a new key keeps the last answer until its own arrives, then shows it', async () => {
    await db.meta.bulkPut([
      { key: 'one', value: 'Rye' },
      { key: 'two', value: 'Spelt' },
    ]);
    const shown: (string | undefined)[] = [];
    function Probe({ k }: { k: string }) {
      const value = useDeviceQuery(async (d) => (await d.meta.get(k))?.value as string | undefined, [k]);
      shown.push(value);
      return <p>{value ?? '...'}</p>;
    }
    const view = render(<Probe k="one" />);
    await waitFor(() => expect(view.container.textContent).toBe('Rye'));
    view.rerender(<Probe k="two" />);
    expect(shown[shown.length - 1]).toBe('Rye');
    await waitFor(() => expect(view.container.textContent).toBe('Spelt'));
    // Never back to nothing in between: no blink of an empty value.
    expect(shown.slice(shown.indexOf('Rye'))).not.toContain(undefined);
  });

  it('a failing query reaches the error boundary', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken() {
      useDeviceQuery(() => Promise.reject(new Error('no storage')), []);
      return <p>fine</p>;
    }
    const view = render(
      <Boundary>
        <Broken />
      </Boundary>,
    );
    await waitFor(() => expect(view.container.textContent).toBe('Failed: no storage'));
    logged.mockRestore();
  });
});
