// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { toast, toastStore } from './toast-store';

afterEach(() => {
  cleanup();
  toastStore.setState([], true);
});

const focusedRegion = () => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label');

describe('the notification region', () => {
  // docs/product.md#messages: F8 focuses the notification region, also before the toast code has loaded.
  it('takes focus on F8 before any toast was shown', () => {
    render(<LazyToaster />);
    expect(focusedRegion()).toBeUndefined();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(focusedRegion()).toBe('Notifications (F8)');
  });

  it('keeps focus in the region when the first toast brings the toast code', async () => {
    render(<LazyToaster />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    act(() => void toast({ title: 'Saved to my combos' }));
    const shown = await screen.findByText('Saved to my combos');
    await vi.waitFor(() => expect(document.activeElement?.contains(shown)).toBe(true));
    expect(focusedRegion()).toBe('Notifications (F8)');
    expect(screen.getAllByRole('region', { name: 'Notifications (F8)' })).toHaveLength(1);
  });
});
