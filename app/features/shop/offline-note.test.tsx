// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedAtText, ShopOfflineNote } from './offline-note';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Shop offline', () => {
  const savedAt = new Date(2026, 10, 27, 10, 42).getTime();

  it('says when the lists were read: the time today, the day and time before', () => {
    expect(savedAtText(savedAt, new Date(2026, 10, 27, 18, 0).getTime())).toBe('10:42 AM');
    expect(savedAtText(savedAt, new Date(2026, 10, 28, 9, 0).getTime())).toBe('Nov 27, 10:42 AM');
  });

  it('offline, shows the spots as of then and what needs a connection; online, nothing', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { rerender } = render(<ShopOfflineNote tab="workshops" savedAt={savedAt} />);
    const note = screen.getByRole('note', { name: 'Offline shop' });
    expect(note.textContent).toMatch(/^You are offline\. Spots as of (Nov 27, )?10:42 AM\./);
    expect(note.textContent).toContain('Checkout needs a connection');
    rerender(<ShopOfflineNote tab="videos" savedAt={savedAt} />);
    expect(screen.getByRole('note').textContent).toMatch(/^You are offline\. Saved at (Nov 27, )?10:42 AM\.$/);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    cleanup();
    render(<ShopOfflineNote tab="workshops" savedAt={savedAt} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
