// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '../../../shared/schemas/auth';
import { AuthDialogProvider, AuthProvider } from '../auth';
// The auth provider loads these on demand after a sign-in or sign-out; loaded up front, those
// imports resolve at once and cannot outlive the test's environment.
import '../../data/outbox';
import '../../lib/query-client';
import { ResetPasswordPage } from './reset-password-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/reset-password', element: <ResetPasswordPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <AuthDialogProvider>
          <RouterProvider router={router} />
        </AuthDialogProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const confirmCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/auth/password-reset/confirm');

describe('/reset-password', () => {
  it("checks Edit Profile's password rules under the fields before sending, then sets the password", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/password-reset/confirm' ? json(200, { message: PASSWORD_RESET_MESSAGES.done }) : json(401, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/reset-password?token=abc123');
    const password = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.change(confirm, { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Password too short')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(confirmCalls(fetchMock)).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'new-secret' } });
    fireEvent.change(confirm, { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.done)).toBeTruthy();
    const [, init] = confirmCalls(fetchMock)[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      token: 'abc123',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it("shows the server's refusal of a used or expired link and offers a new one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/password-reset/confirm'
          ? json(400, { message: PASSWORD_RESET_MESSAGES.badToken })
          : json(401, {}),
      ),
    );
    renderPage('/reset-password?token=used');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'new-secret' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.badToken)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeTruthy();
  });

  it('without a token says the link is incomplete and shows no form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, {})),
    );
    renderPage('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toMatch(/This link is incomplete/);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
