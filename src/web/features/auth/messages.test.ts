import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { adminLoginFailure, registrationFailure, welcomeBack } from './messages';

const apiError = (status: number, body: unknown) =>
  new ApiRequestError(status, 'Status', typeof body === 'string' ? body : JSON.stringify(body));

describe('welcomeBack', () => {
  it('greets by first name when there is one', () => {
    expect(welcomeBack({ firstName: 'Ada' })).toBe('Welcome back, Ada');
    expect(welcomeBack({ firstName: null })).toBe('Welcome back');
    expect(welcomeBack({ firstName: '  ' })).toBe('Welcome back');
    expect(welcomeBack(null)).toBe('Welcome back');
  });
});

describe('adminLoginFailure', () => {
  it("reads 'Login Failed' with the server's message", () => {
    expect(adminLoginFailure(apiError(401, { message: 'Invalid credentials' }))).toEqual({
      title: 'Login Failed',
      description: 'Invalid credentials',
    });
    expect(adminLoginFailure(apiError(429, { message: 'Too many attempts. Try again in 60 seconds.' }))).toEqual({
      title: 'Login Failed',
      description: 'Too many attempts. Try again in 60 seconds.',
    });
  });
  it("falls back to 'Invalid credentials' without a message", () => {
    expect(adminLoginFailure(apiError(500, '<html>oops</html>'))).toEqual({
      title: 'Login Failed',
      description: 'Invalid credentials',
    });
  });
  it("is 'Login Error: Unable to connect to server' when fetch itself fails", () => {
    expect(adminLoginFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Login Error',
      description: 'Unable to connect to server',
    });
  });
});

describe('registrationFailure', () => {
  it("shows the server's message, and an email_taken refusal under the e-mail field", () => {
    expect(registrationFailure(apiError(409, { message: 'An account with this email already exists', code: 'email_taken' }))).toEqual({
      title: 'Registration Failed',
      description: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
  });
  it("puts a 400's issues under their fields", () => {
    const failure = registrationFailure(
      apiError(400, {
        message: 'Invalid request',
        issues: [{ path: 'password', message: 'Password must be at least 8 characters' }],
      }),
    );
    expect(failure.description).toBe('Invalid request');
    expect(failure.errors).toEqual({ password: 'Password must be at least 8 characters' });
  });
  it("falls back to 'Failed to create account'", () => {
    expect(registrationFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Registration Failed',
      description: 'Failed to create account',
      errors: {},
    });
  });
});
