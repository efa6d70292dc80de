// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from './create-router';
import { Link } from './link';
import { MemoryRouter, RouterProvider } from './router-provider';
import { useLocation } from './hooks';

afterEach(cleanup);

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

function renderAt(at: string, link: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            {link}
          </>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Clicks the link; returns whether the app took the click (prevented the browser's own move).
 * The browser's move is stopped afterwards, so the test's document stays where it is.
 */
const click = (init: MouseEventInit = {}) => {
  const link = screen.getByRole('link');
  let taken = false;
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));
  return taken;
};

describe('Link', () => {
  it('is a real link, and a plain left click moves inside the app', () => {
    const router = renderAt('/', <Link to="/shop?tab=workshops">Workshops</Link>);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/shop?tab=workshops');
    expect(click()).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/shop?tab=workshops');
    expect(router.state.navigationType).toBe('PUSH');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_, init) => {
    renderAt('/', <Link to="/shop">Shop</Link>);
    expect(click(init)).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('leaves a link with a target, one to another site and one asking for a full load to the browser', () => {
    for (const link of [
      <Link key="a" to="/shop" target="_blank">
        Shop
      </Link>,
      <Link key="b" to="https://www.instagram.com/siftandstory">
        Instagram
      </Link>,
      <Link key="c" to="/" reloadDocument>
        Home
      </Link>,
    ]) {
      renderAt('/about', link);
      expect(click()).toBe(false);
      expect(screen.getByTestId('where').textContent).toBe('/about');
      cleanup();
    }
  });

  it('replaces the entry when it leads to the address already shown, or when asked to', () => {
    const router = renderAt('/shop', <Link to="/shop">Shop</Link>);
    click();
    expect(router.state.navigationType).toBe('REPLACE');
    cleanup();
    const other = renderAt(
      '/',
      <Link to="/recipes" replace>
        Recipes
      </Link>,
    );
    click();
    expect(other.state.navigationType).toBe('REPLACE');
    expect(other.state.location.pathname).toBe('/recipes');
  });

  it("keeps the page's path for a link to a section, and runs the link's own onClick first", () => {
    let clicked = 0;
    renderAt(
      '/about',
      <Link to={{ hash: 'faq' }} onClick={() => (clicked += 1)}>
        FAQ
      </Link>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/about#faq');
    click();
    expect(clicked).toBe(1);
    expect(screen.getByTestId('where').textContent).toBe('/about#faq');
  });

  it('works inside a MemoryRouter without a route table', () => {
    render(
      <MemoryRouter initialEntries={['/favorites']}>
        <Where />
        <Link to="/recipes/scones">Cream Scones</Link>
      </MemoryRouter>,
    );
    expect(click()).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/recipes/scones');
  });
});
