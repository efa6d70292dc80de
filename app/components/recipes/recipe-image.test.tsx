// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecipeImage } from './recipe-image';

afterEach(cleanup);

describe('a recipe photo', () => {
  it('is the stored image with its sizes', () => {
    render(<RecipeImage url="/objects/abc123" alt="Lemon Bars" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Lemon Bars' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toContain('/objects/abc123');
  });

  it('is the whisk-and-bowl mark on a warm ground for a recipe saved without one, not an empty box', () => {
    render(<RecipeImage url={null} alt="Plain Scones" sizes="100vw" />);
    const placeholder = screen.getByRole('img', { name: 'Plain Scones' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.querySelector('svg')).not.toBeNull();
  });

  it('is hidden from screen readers when its alt is empty (a decorative picture beside the title), not an unnamed image', () => {
    const { container } = render(<RecipeImage url={null} alt="" sizes="100vw" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
