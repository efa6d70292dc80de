import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../data/api';
import { describeCombineError } from './combine-error';

const titles = new Map([
  [46, 'Doomed Scones'],
  [47, 'Lemon Bars'],
  [48, 'Raspberry Filling'],
]);
const removed = (
  ids: number[],
  message = 'A recipe you picked was removed from the catalog. Please pick another and try again.',
) => {
  const body = JSON.stringify({ message, missingRecipeIds: ids });
  return new ApiError(400, body, message);
};

describe('describeCombineError', () => {
  it('names a removed recipe by its title, never its id', async () => {
    const { message, removedIds } = await describeCombineError(removed([46]), titles);
    expect(message).toBe('“Doomed Scones” was removed from the catalog. Please pick another recipe and try again.');
    expect(message).not.toContain('46');
    expect(removedIds).toEqual([46]);
  });

  it('names several removed recipes', async () => {
    expect((await describeCombineError(removed([46, 47, 48]), titles)).message).toBe(
      '“Doomed Scones”, “Lemon Bars” and “Raspberry Filling” were removed from the catalog. Please pick other recipes and try again.',
    );
  });

  it('keeps the server’s message when the page does not know a removed recipe’s title', async () => {
    const { message, removedIds } = await describeCombineError(removed([99]), titles);
    expect(message).toBe('A recipe you picked was removed from the catalog. Please pick another and try again.');
    expect(removedIds).toEqual([99]);
  });

  it('shows any other server message as it is, and the default of docs/product.md#combos without one', async () => {
    expect(
      await describeCombineError(
        new ApiError(502, '{"message":"Error generating recipe compilation"}', 'Error generating recipe compilation'),
        titles,
      ),
    ).toEqual({
      message: 'Error generating recipe compilation',
      removedIds: [],
    });
    expect((await describeCombineError(new ApiError(500, 'Internal error', undefined), titles)).message).toBe(
      'Something went wrong. Please try again.',
    );
    expect((await describeCombineError(new NetworkError(new TypeError('Failed to fetch')), titles)).message).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
