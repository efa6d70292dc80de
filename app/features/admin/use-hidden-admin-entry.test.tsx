// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasAdminSession, saveAdminSession } from './admin-session';
import { useHiddenAdminEntry } from './use-hidden-admin-entry';

let router: ReturnType<typeof createMemoryRouter>;

/** Renders the hook inside a router; `click(times, gapMs)` clicks the 'k' with gaps between clicks. */
function setup() {
  let onClick: () => void = () => undefined;
  function Probe() {
    onClick = useHiddenAdminEntry();
    return null;
  }
  router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  const click = (times: number, gapMs: number) => {
    for (let i = 0; i < times; i++) {
      act(() => onClick());
      act(() => void vi.advanceTimersByTime(gapMs));
    }
  };
  return { click };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('hidden admin entry', () => {
  it('five clicks within 2 seconds clear admin data and open /admin/login', () => {
    saveAdminSession('admin_1_abc');
    const { click } = setup();
    click(5, 300);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(hasAdminSession()).toBe(false);
  });

  it('four clicks do nothing', () => {
    const { click } = setup();
    click(4, 300);
    expect(router.state.location.pathname).toBe('/');
  });

  it('the count starts over after 2 seconds without a click', () => {
    const { click } = setup();
    click(3, 100);
    act(() => void vi.advanceTimersByTime(2100));
    click(3, 100);
    expect(router.state.location.pathname).toBe('/');
  });

  it('five slow clicks spread over more than 2 seconds do not open the login', () => {
    const { click } = setup();
    click(5, 600);
    expect(router.state.location.pathname).toBe('/');
  });
});
