import { describe, expect, it } from 'vitest';
import { validateAdminLogin, validateRegistration } from './validation';

const REQUIRED = 'Username and password are required';

describe('validateAdminLogin', () => {
  it('requires both fields (spec section 5) and marks the empty ones', () => {
    expect(validateAdminLogin({ username: '', password: '' })).toEqual({
      ok: false,
      message: REQUIRED,
      invalid: ['username', 'password'],
    });
    expect(validateAdminLogin({ username: '  ', password: 'secret' })).toEqual({
      ok: false,
      message: REQUIRED,
      invalid: ['username'],
    });
    expect(validateAdminLogin({ username: 'admin', password: '' })).toEqual({
      ok: false,
      message: REQUIRED,
      invalid: ['password'],
    });
  });
  it('passes the trimmed username and the password as typed', () => {
    expect(validateAdminLogin({ username: ' admin ', password: ' pw ' })).toEqual({
      ok: true,
      value: { username: 'admin', password: ' pw ' },
    });
  });
});

describe('validateRegistration', () => {
  it('shows the spec messages under each field', () => {
    expect(validateRegistration({ firstName: ' ', lastName: '', email: 'nope', password: 'short' })).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
    });
  });
  it('accepts a missing last name and trims names and e-mail', () => {
    expect(
      validateRegistration({ firstName: ' Ada ', lastName: '', email: ' ada@example.com ', password: 'correct horse' }),
    ).toEqual({
      ok: true,
      value: { firstName: 'Ada', lastName: '', email: 'ada@example.com', password: 'correct horse' },
    });
  });
  it('accepts exactly 8 characters of password', () => {
    expect(validateRegistration({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: '12345678' }).ok).toBe(true);
  });
});
