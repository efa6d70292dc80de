import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearAdminSession } from './admin-session';

export const HIDDEN_ENTRY_CLICKS = 5;
export const HIDDEN_ENTRY_WINDOW_MS = 2000;

/**
 * docs/product.md#admin: five clicks on the hero's 'k' within 2 seconds clear stored admin data and
 * open /admin/login. The count starts over 2 seconds after the first click, and 2 seconds
 * after the last one.
 */
export function useHiddenAdminEntry(): () => void {
  const navigate = useNavigate();
  const clicks = useRef({ count: 0, first: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined });

  useEffect(() => {
    const state = clicks.current;
    return () => clearTimeout(state.timer);
  }, []);

  return useCallback(() => {
    const state = clicks.current;
    const now = Date.now();
    if (state.count === 0 || now - state.first > HIDDEN_ENTRY_WINDOW_MS) {
      state.count = 0;
      state.first = now;
    }
    state.count += 1;
    clearTimeout(state.timer);
    if (state.count >= HIDDEN_ENTRY_CLICKS) {
      state.count = 0;
      clearAdminSession();
      navigate('/admin/login');
      return;
    }
    state.timer = setTimeout(() => {
      state.count = 0;
    }, HIDDEN_ENTRY_WINDOW_MS);
  }, [navigate]);
}
