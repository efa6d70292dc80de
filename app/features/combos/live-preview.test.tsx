// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemporaryCombo } from '../../../shared/combo';
import { PreviewBar } from './live-preview';
import { useRevealOnNew } from './reveal';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const combo = {
  title: 'Classic Vanilla Layer Cake & Vanilla Buttercream',
  description: 'A personal combination of classic vanilla layer cake and vanilla buttercream.',
  prepTime: '55 minutes',
  cookTime: '30 minutes',
  servings: 12,
} as TemporaryCombo;

describe('the phone’s live Combo Preview bar', () => {
  it('shows the title folded and the whole card unfolded', () => {
    render(<PreviewBar combo={combo} />);
    const region = screen.getByRole('region', { name: 'Combo Preview' });
    expect(region.textContent).toContain(combo.title);
    const toggle = within(region).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(region).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(region.textContent).toContain(combo.description);
    expect(
      within(region)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['55 minutes', '30 minutes', '12']);
  });
});

function Result() {
  const [result, setResult] = useState<string | null>(null);
  const [showing, setShowing] = useState(false);
  const heading = useRevealOnNew<HTMLHeadingElement>(result);
  return (
    <>
      <button type="button" onClick={() => setResult('Lemon Bars with Vanilla Buttercream')}>
        Create
      </button>
      <button type="button" onClick={() => setShowing(true)}>
        Show
      </button>
      {result && showing && (
        <article>
          <h2 ref={heading} tabIndex={-1}>
            {result}
          </h2>
        </article>
      )}
    </>
  );
}

describe('revealing a new result', () => {
  it('scrolls the result card into view and focuses its heading, without motion when asked for less', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    render(<Result />);
    // The heading attaches a render after the result is set, as in a tab panel.
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const heading = screen.getByRole('heading', { name: 'Lemon Bars with Vanilla Buttercream' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(heading.closest('article'));
  });
});
