// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, replayEarlyInput } from './early-input';
import { ErrorBoundary } from './error-boundary';
import { RouteError } from './route-error';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await replayEarlyInput();
});

function Broken(): never {
  throw new Error('broken page');
}

/** Taps the error screen's button, once it has ended the holding (in a task after it is shown). */
async function tap(name: string): Promise<void> {
  const button = await screen.findByRole('button', { name });
  await new Promise((resolve) => setTimeout(resolve, 10));
  button.click();
}

describe('an error screen in place of a page the server rendered (decision 007)', () => {
  it("the page's error card answers its button, though the page was never taken over", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    holdEarlyInput();
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong on this page' })).toBeTruthy();
    await tap('Reload the page');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the route error screen answers its button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    holdEarlyInput();
    render(
      <MemoryRouter>
        <ErrorBoundary fallback={<RouteError />}>
          <Broken />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    await tap('Try again');
    expect(reload).toHaveBeenCalledOnce();
  });
});
