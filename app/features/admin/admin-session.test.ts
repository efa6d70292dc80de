// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_SESSION_MS,
  clearAdminSessionOnStart,
  getAdminToken,
  hasAdminSession,
  saveAdminSession,
} from './admin-session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('admin session in the browser', () => {
  it('keeps the storage keys of docs/product.md#admin', () => {
    saveAdminSession('admin_1_abc', 1000);
    expect(localStorage.getItem('adminToken')).toBe('admin_1_abc');
    expect(localStorage.getItem('isAdminAuthenticated')).toBe('true');
    expect(localStorage.getItem('adminAuthTimestamp')).toBe('1000');
    expect(sessionStorage.getItem('isAdmin')).toBe('true');
  });

  it('expires 24 hours after its timestamp and clears itself', () => {
    saveAdminSession('admin_1_abc', 1000);
    expect(getAdminToken(1000 + ADMIN_SESSION_MS - 1)).toBe('admin_1_abc');
    expect(getAdminToken(1000 + ADMIN_SESSION_MS)).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(sessionStorage.getItem('isAdmin')).toBeNull();
  });

  it('is absent without the authenticated flag', () => {
    saveAdminSession('admin_1_abc');
    localStorage.removeItem('isAdminAuthenticated');
    expect(hasAdminSession()).toBe(false);
  });

  it.each(['/admin/dashboard', '/admin/login', '/admin/dashboard/'])('survives an app start on %s', (path) => {
    saveAdminSession('admin_1_abc');
    clearAdminSessionOnStart(path);
    expect(hasAdminSession()).toBe(true);
  });

  it.each(['/', '/recipes/add', '/recipes/edit/fudgy-brownies', '/admin'])(
    'is cleared by an app start on %s',
    (path) => {
      saveAdminSession('admin_1_abc');
      clearAdminSessionOnStart(path);
      expect(hasAdminSession()).toBe(false);
      expect(localStorage.getItem('adminAuthTimestamp')).toBeNull();
    },
  );
});
