// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { db } from '../../data/db';
import { AuthProvider } from '../auth';
import { ProfileEditPage } from './profile-edit-page';

const maple = {
  id: 3,
  username: 'maple',
  name: 'Maple Syrup',
  email: 'maple@example.com',
  firstName: null,
  lastName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let profileAnswer: () => Response;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url === '/api/auth/me') return json(200, maple);
  if (url === '/api/auth/profile' && init?.method === 'PUT') return profileAnswer();
  return json(200, []);
});

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  toastStore.setState([], true);
  document.cookie = 'signed_in=1';
  fetchMock.mockClear();
  profileAnswer = () => json(200, maple);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

async function renderProfile() {
  const router = createMemoryRouter([{ path: '/profile/edit', element: <ProfileEditPage /> }], {
    initialEntries: ['/profile/edit'],
  });
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  // The first render loads the page's modules and asks for the session: give it time on a busy machine.
  return screen.findByRole('button', { name: 'Save Changes' }, { timeout: 5000 });
}

const focused = () => document.activeElement as HTMLElement | null;
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const profileCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/profile');

describe('Edit Profile name fields', () => {
  it('show the Full Name given at registration as first and last name, and send them on save', async () => {
    const save = await renderProfile();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Maple');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Syrup');
    fireEvent.click(save);
    await waitFor(() => expect(profileCalls()).toHaveLength(1));
    expect(JSON.parse(String(profileCalls()[0]![1]!.body))).toMatchObject({ firstName: 'Maple', lastName: 'Syrup' });
  });
});

describe('Edit Profile with a field to fix', () => {
  it('marks a bad e-mail on the field, describes it, focuses it and sends nothing', async () => {
    const save = await renderProfile();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'maple@example' } });
    fireEvent.click(save);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email)).toBe('Please enter a valid email address');
    expect(focused()).toBe(email);
    expect(profileCalls()).toHaveLength(0);
    // Editing the field clears its message.
    fireEvent.change(email, { target: { value: 'maple@example.com' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('gives the names and the username their limits', async () => {
    await renderProfile();
    expect(screen.getByLabelText('Username').getAttribute('maxlength')).toBe('50');
    expect(screen.getByLabelText('Email').getAttribute('maxlength')).toBe('254');
    expect(screen.getByLabelText('First name').getAttribute('maxlength')).toBe('100');
    expect(screen.getByLabelText('Last name').getAttribute('maxlength')).toBe('100');
  });

  it("puts the server's refusal on its field and focuses it, beside docs/product.md#accounts' 'Update failed' toast", async () => {
    const taken = 'That username is already taken. Please choose another.';
    profileAnswer = () => json(409, { message: taken, issues: [{ path: 'username', message: taken }] });
    const save = await renderProfile();
    const username = screen.getByLabelText('Username');
    fireEvent.change(username, { target: { value: 'honey' } });
    fireEvent.click(save);
    expect(await screen.findByText(taken, { selector: '.field-error' })).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(username));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(toastStore.getState()[0]).toMatchObject({ title: 'Update failed', description: taken });
    expect(profileCalls()).toHaveLength(1);
  });
});

describe('Edit Profile: a new e-mail takes the current password', () => {
  it('asks for it under the e-mail once the address changes, marks it when empty, then sends it', async () => {
    const save = await renderProfile();
    // Unchanged: the only current-password field is the password section's.
    expect(screen.getAllByLabelText('Current password')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'syrup@example.com' } });
    const current = screen.getByLabelText('Current password');
    expect(screen.getAllByLabelText('Current password')).toHaveLength(1);
    expect(describedBy(current)).toBe("Needed to change your e-mail. We'll let maple@example.com know it changed.");
    // It sits in the Profile section now, right after the e-mail.
    expect(current.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Profile');

    fireEvent.click(save);
    expect(await screen.findByText('Current password required', { selector: '.field-error' })).toBeTruthy();
    expect(focused()).toBe(current);
    expect(profileCalls()).toHaveLength(0);

    fireEvent.change(current, { target: { value: 'sourdough1' } });
    fireEvent.click(save);
    await waitFor(() => expect(profileCalls()).toHaveLength(1));
    expect(JSON.parse(String(profileCalls()[0]![1]!.body))).toEqual({
      username: 'maple',
      email: 'syrup@example.com',
      firstName: 'Maple',
      lastName: 'Syrup',
      currentPassword: 'sourdough1',
    });
  });

  it("puts the server's 'Current password is incorrect' on the field", async () => {
    const wrong = 'Current password is incorrect';
    profileAnswer = () => json(400, { message: wrong, issues: [{ path: 'currentPassword', message: wrong }] });
    const save = await renderProfile();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'not-it' } });
    fireEvent.click(save);
    expect(await screen.findByText(wrong, { selector: '.field-error' })).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Current password')));
  });
});
