// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { AdminLoginPage } from './admin-login-page';
import { saveAdminSession } from './admin-session';
import { json, renderRoutes, stubApi, type Answer } from './admin-test-utils';
import { ComboAddPage } from './combo-add-page';

vi.mock('./use-link-targets', () => ({ useLinkTargets: () => [] }));

const answer: { current: Answer } = { current: () => json(500, { message: 'unexpected call' }) };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  toastStore.setState([], true);
  stubApi(answer);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

// The submit button is disabled while the server answers, which takes keyboard focus from it:
// after a refusal focus goes where the admin reads why and can carry on.
describe('after the server refuses a form, focus is not lost', () => {
  it('Add Favorite Combo: on the message, with what was typed kept', async () => {
    saveAdminSession('admin_1_first');
    renderRoutes([{ path: '/recipes/add-combo', element: <ComboAddPage /> }], '/recipes/add-combo');
    type('Title', 'Lemon Bars');
    type('Description', 'Lemon bars with a sugar cookie.');
    type('Recipe Story & Instructions', 'Serve the bars beside a Soft Sugar Cookie.');
    answer.current = () =>
      json(409, { message: 'A recipe with this title already exists. Please choose a different title.' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Favorite Combo' }));

    const alert = await screen.findByText('A recipe with this title already exists. Please choose a different title.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Lemon Bars');
  });

  it('Admin Login: on the password, which the error describes', async () => {
    renderRoutes([{ path: '/admin/login', element: <AdminLoginPage /> }], '/admin/login');
    type('Username', 'admin');
    type('Password', 'not-it');
    answer.current = () => json(200, { valid: false, message: 'Incorrect username or password' });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));

    await screen.findByText('Incorrect username or password', { selector: '#admin-login-error' });
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-describedby')).toBe('admin-login-error');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('admin');
  });
});
