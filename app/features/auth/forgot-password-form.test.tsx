// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '../../../shared/schemas/auth';
import { ForgotPasswordForm } from './forgot-password-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'Forgot password?'", () => {
  it.each([
    ['an account that exists', 202],
    ['a name nobody has', 202],
    ['an answer the form does not expect', 400],
  ])('gives the same neutral answer for %s', async (_case, status) => {
    const fetchMock = vi.fn(async () => json(status, { message: 'whatever the server said' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ForgotPasswordForm onBack={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value: ' jo@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_MESSAGES.requested);
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      usernameOrEmail: 'jo@example.com',
    });
  });

  it('asks for a name before sending anything, and says when it was rate limited', async () => {
    const fetchMock = vi.fn(async () =>
      json(429, { message: 'Too many attempts. Please wait a few minutes and try again.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ForgotPasswordForm onBack={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your username or e-mail address.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value: 'jo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
    expect(screen.queryByText(PASSWORD_RESET_MESSAGES.requested)).toBeNull();
  });
});
