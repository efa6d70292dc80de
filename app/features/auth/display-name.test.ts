import { describe, expect, it } from 'vitest';
import { displayName, fullName, nameFields } from './display-name';

const quinn = { username: 'quinn', name: 'Quinn Tester', firstName: null, lastName: null };

describe('the name a user sees for themselves', () => {
  it('is the Full Name given at registration until first and last name are saved', () => {
    expect(displayName(quinn)).toBe('Quinn Tester');
    expect(fullName(quinn)).toBe('Quinn Tester');
  });

  it('is the saved first and last name afterwards, the same in the header as on the dashboard', () => {
    const renamed = { ...quinn, firstName: 'Quinn', lastName: null };
    expect(displayName(renamed)).toBe('Quinn');
    expect(fullName(renamed)).toBe('Quinn');
    expect(displayName({ ...quinn, firstName: 'Q.', lastName: 'Baker' })).toBe('Q. Baker');
  });

  it('is the username when there is no name at all, and empty as a profile field', () => {
    const nameless = { username: 'quinn', name: null, firstName: null, lastName: null };
    expect(displayName(nameless)).toBe('quinn');
    expect(fullName(nameless)).toBe('');
  });
});

describe('the Edit Profile name fields', () => {
  it('start from the registration’s Full Name, split at its first space', () => {
    expect(nameFields(quinn)).toEqual({ firstName: 'Quinn', lastName: 'Tester' });
    expect(nameFields({ ...quinn, name: '  Mary Ann  van Dyke ' })).toEqual({
      firstName: 'Mary',
      lastName: 'Ann van Dyke',
    });
    expect(nameFields({ ...quinn, name: 'Cher' })).toEqual({ firstName: 'Cher', lastName: '' });
    expect(nameFields({ ...quinn, name: null })).toEqual({ firstName: '', lastName: '' });
  });

  it('show the saved first and last name once there is one', () => {
    expect(nameFields({ ...quinn, firstName: 'Quinn', lastName: null })).toEqual({ firstName: 'Quinn', lastName: '' });
  });
});
