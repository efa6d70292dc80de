// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecipeImage } from './recipe-image';
import { placeholderBackground, placeholderColours, placeholderInitial } from './recipe-placeholder';

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

describe('the placeholder of a recipe photo', () => {
  const lemonBars = { title: 'lemon Bars', tags: ['Cookies'] };

  it('draws the recipe initial on its category colour behind the photo, shown while it loads or when offline', () => {
    render(<RecipeImage url="/objects/abc123" alt="Lemon Bars" sizes="100vw" placeholder={lemonBars} />);
    const img = screen.getByRole('img', { name: 'Lemon Bars' });
    const background = decodeURIComponent(img.style.backgroundImage);
    expect(background).toContain('>L</text>');
    expect(background).toContain(placeholderColours(['Cookies']).ground);
    expect(img.tagName).toBe('IMG');
  });

  it('takes the place of a photo that failed to load, never a broken image', () => {
    render(<RecipeImage url="/objects/abc123" alt="Lemon Bars" sizes="100vw" placeholder={lemonBars} />);
    fireEvent.error(screen.getByRole('img', { name: 'Lemon Bars' }));
    const placeholder = screen.getByRole('img', { name: 'Lemon Bars' });
    expect(placeholder.tagName).toBe('DIV');
    expect(decodeURIComponent(placeholder.style.backgroundImage)).toContain('>L</text>');
  });

  it('stands for a recipe saved without a photo', () => {
    render(<RecipeImage url={null} alt="" sizes="100vw" placeholder={{ title: '3-Day Sourdough', tags: ['Bread'] }} />);
    const placeholder = document.querySelector('[data-placeholder]') as HTMLElement;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(decodeURIComponent(placeholder.style.backgroundImage)).toContain('>3</text>');
  });
});

describe('placeholder rules', () => {
  it('takes the first letter or digit, upper case, and the first tag that is a category', () => {
    expect(placeholderInitial('  “éclair” au chocolat')).toBe('É');
    expect(placeholderInitial('!!!')).toBe('S');
    expect(placeholderColours(['Vegan', 'Cake'])).toEqual(placeholderColours(['Cake']));
    expect(placeholderColours(['Cake'])).not.toEqual(placeholderColours(['Bread']));
    expect(placeholderColours([]).ground).toBe('#e6d6bd');
  });

  it('escapes a title that would break the picture', () => {
    expect(decodeURIComponent(placeholderBackground({ title: '<>' }).backgroundImage)).toContain('>S</text>');
    expect(decodeURIComponent(placeholderBackground({ title: '&co' }).backgroundImage)).toContain('>C</text>');
  });
});
