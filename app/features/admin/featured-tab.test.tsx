// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAdminSession } from './admin-session';
import { json, makeRecipe, renderRoutes, stubApi, type Answer } from './admin-test-utils';
import { FeaturedTab } from './featured-tab';

vi.mock('../../data/sync-client', () => ({ syncRecipes: async () => undefined }));

const recipes = [
  makeRecipe(1, 'Vanilla Buttercream', { featured: true, featuredOrder: 1 }),
  makeRecipe(2, 'Lemon Bars', { featured: true, featuredOrder: 2 }),
  makeRecipe(3, 'Rye Crackers'),
];
const answer: { current: Answer } = { current: () => json(200, recipes) };

beforeEach(() => {
  localStorage.clear();
  saveAdminSession('admin_1_abc');
  stubApi(answer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Featured Recipes tab controls', () => {
  it('name each switch and move button after its recipe, starting with the visible label', async () => {
    renderRoutes([{ path: '*', element: <FeaturedTab /> }], '/admin/dashboard?tab=featured');
    const vanilla = await screen.findByRole('switch', { name: 'Featured: Vanilla Buttercream' });
    expect(vanilla.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Featured: Lemon Bars' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Featured: Rye Crackers' }).getAttribute('aria-checked')).toBe('false');

    const moveUp = screen.getByRole('button', { name: 'Move Up: Lemon Bars' });
    expect(moveUp.textContent).toBe('↑ Move Up');
    expect(screen.getByRole('button', { name: 'Move Down: Vanilla Buttercream' }).textContent).toBe('↓ Move Down');
    expect(screen.getByRole('button', { name: 'Move Up: Vanilla Buttercream' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Down: Lemon Bars' })).toHaveProperty('disabled', true);

    // The visible label stays 'Featured' on every card; no two controls share a name.
    expect(screen.getAllByText('Featured', { selector: 'label' })).toHaveLength(3);
    const names = [...screen.getAllByRole('switch'), ...screen.getAllByRole('button')].map((el) =>
      el.getAttribute('aria-label'),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('Featured Recipes tab with the keyboard', () => {
  it('gives focus back to the switch or button used once the change is saved', async () => {
    // Each PUT waits to be answered, so the test sees the controls disabled meanwhile.
    let list = recipes;
    let putsAnswered = Promise.resolve();
    let answerPuts = () => undefined as void;
    answer.current = async (method) => {
      if (method === 'PUT') await putsAnswered;
      return json(200, method === 'GET' ? list : {});
    };
    async function use(control: HTMLElement) {
      putsAnswered = new Promise((resolve) => (answerPuts = resolve));
      control.focus();
      fireEvent.click(control);
      await waitFor(() => expect(control).toHaveProperty('disabled', true));
      control.blur(); // what Chromium does to a focused control that becomes disabled
      answerPuts();
      await waitFor(() =>
        expect(screen.getByRole('switch', { name: 'Featured: Rye Crackers' })).toHaveProperty('disabled', false),
      );
    }
    renderRoutes([{ path: '*', element: <FeaturedTab /> }], '/admin/dashboard?tab=featured');

    const rye = await screen.findByRole('switch', { name: 'Featured: Rye Crackers' });
    await use(rye);
    expect(document.activeElement).toBe(rye);

    // Lemon Bars moves to the top, where its Move Up stays disabled: its switch takes focus.
    list = [{ ...recipes[0]!, featuredOrder: 2 }, { ...recipes[1]!, featuredOrder: 1 }, recipes[2]!];
    await use(screen.getByRole('button', { name: 'Move Up: Lemon Bars' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Up: Lemon Bars' })).toHaveProperty('disabled', true),
    );
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Featured: Lemon Bars' }));
  });
});

describe('Featured Recipes tab on a large catalog', () => {
  it('shows every featured card, then a page of the others; the filter finds the rest', async () => {
    const many = Array.from({ length: 80 }, (_, i) => makeRecipe(i + 10, `Bun ${String(i + 1).padStart(2, '0')}`));
    answer.current = () => json(200, [...recipes, ...many]);
    renderRoutes([{ path: '*', element: <FeaturedTab /> }], '/admin/dashboard?tab=featured');

    await screen.findByRole('switch', { name: 'Featured: Vanilla Buttercream' });
    expect(screen.getAllByRole('switch')).toHaveLength(2 + 50);
    expect(screen.getByRole('status').textContent).toBe('Showing 52 of 83 recipes');
    expect(screen.queryByRole('switch', { name: 'Featured: Rye Crackers' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a recipe' }), { target: { value: 'rye' } });
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual(['Featured: Rye Crackers']);
  });
});
