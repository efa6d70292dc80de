// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConfirmNoticePage } from './confirm-notice-page';
import { UnsubscribePage } from './unsubscribe-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/notices/confirm', element: <ConfirmNoticePage /> },
      { path: '/notices/unsubscribe', element: <UnsubscribePage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the pages of the workshop e-mails', () => {
  it('unsubscribe: opening the page sends nothing; the button POSTs the token and shows the answer', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(200, { message: 'jo@example.com will get no more workshop notices from Sift & Story.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/notices/unsubscribe?token=t%2B1');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(screen.getByRole('heading', { name: 'Unsubscribe from workshop notices' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(button);
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('jo@example.com will get no more workshop notices from Sift & Story.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/shop/unsubscribe?token=t%2B1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByRole('link', { name: 'Back to Sift & Story' }).getAttribute('href')).toBe('/');
  });

  it("confirm: the button sends the token; a refused link says the server's words and the button stays", async () => {
    const bad = "This confirmation link has expired or is not valid. Ask again with Notify Me on the workshop's card.";
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(400, { message: bad }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/notices/confirm?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(bad));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/shop/workshop-interest/confirm');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: 'abc' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('offline: says so and keeps the button; without a token: says the link is incomplete', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAt('/notices/confirm?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("You're offline. Connect to the internet and try again."),
    );
    cleanup();
    renderAt('/notices/unsubscribe');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incomplete. Open the link from the e-mail again.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
