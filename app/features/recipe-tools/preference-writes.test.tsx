// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { db } from '../../data/db';
import { makeRecipe } from '../../data/recipe-fixture';
import { useRecipeSize } from './use-recipe-size';
import { useUnitSystem } from './use-unit-system';

const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const lastToast = () => toastStore.getState()[0];

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  toastStore.setState([], true);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a recipe size (docs/product.md#recipe-size-and-units)', () => {
  const recipe = makeRecipe(12);

  it('changes on the page once the device has stored it', async () => {
    const { result } = renderHook(() => useRecipeSize(recipe));
    const asWritten = result.current.value;
    act(() => result.current.step(1));
    await waitFor(() => expect(result.current.value).not.toBe(asWritten));
    expect((await db.recipePrefs.get(12))?.size).toBe(result.current.value);
    expect(lastToast()).toBeUndefined();
  });

  it('stays as it was and says so when the device is out of space', async () => {
    vi.spyOn(db.recipePrefs, 'put').mockRejectedValue(full());
    const { result } = renderHook(() => useRecipeSize(recipe));
    const asWritten = result.current.value;
    act(() => result.current.step(1));
    await waitFor(() => expect(lastToast()).toBeDefined());
    expect(lastToast()).toMatchObject({
      title: 'Not saved',
      description:
        'This device is out of storage space, so your recipe size could not be kept. Free some space and try again.',
      variant: 'destructive',
    });
    expect(result.current.value).toBe(asWritten);
    expect(await db.recipePrefs.get(12)).toBeUndefined();
  });
});

describe('the choice of units', () => {
  it('shows the choice once stored, and on a failed write keeps the old one and says so', async () => {
    const { result } = renderHook(() => useUnitSystem());
    await act(() => result.current[1]('metric'));
    await waitFor(() => expect(result.current[0]).toBe('metric'));
    expect(lastToast()).toBeUndefined();

    vi.spyOn(db.meta, 'put').mockRejectedValue(new Error('The transaction was aborted'));
    await act(() => result.current[1]('us'));
    expect(lastToast()).toMatchObject({
      title: 'Not saved',
      description: 'Your choice of units could not be kept on this device. Please try again.',
    });
    expect(result.current[0]).toBe('metric');
  });
});
