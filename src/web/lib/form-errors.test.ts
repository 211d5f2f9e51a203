import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import {
  fieldErrorsFromApiError,
  fieldErrorsFromIssues,
  isNetworkError,
  serverMessageOr,
} from './form-errors';

const FIELDS = ['firstName', 'email', 'password'] as const;

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message per field, from zod paths or server path strings', () => {
    expect(
      fieldErrorsFromIssues(
        [
          { path: ['email'], message: 'Please enter a valid email address' },
          { path: ['email'], message: 'Email is too long' },
          { path: 'password', message: 'Password must be at least 8 characters' },
        ],
        FIELDS,
      ),
    ).toEqual({ email: 'Please enter a valid email address', password: 'Password must be at least 8 characters' });
  });
  it('finds the field inside a longer path and ignores unknown paths', () => {
    expect(
      fieldErrorsFromIssues(
        [
          { path: 'body.firstName', message: 'First name is required' },
          { path: ['other'], message: 'nope' },
          { path: '', message: 'form-level' },
        ],
        FIELDS,
      ),
    ).toEqual({ firstName: 'First name is required' });
  });
});

describe('fieldErrorsFromApiError', () => {
  it('reads the issues of a 400 body', () => {
    const error = new ApiRequestError(
      400,
      'Bad Request',
      JSON.stringify({ message: 'Invalid request', issues: [{ path: 'email', message: 'Please enter a valid email address' }] }),
    );
    expect(fieldErrorsFromApiError(error, FIELDS)).toEqual({ email: 'Please enter a valid email address' });
  });
  it('is empty for other errors', () => {
    expect(fieldErrorsFromApiError(new ApiRequestError(409, 'Conflict', '{"message":"x"}'), FIELDS)).toEqual({});
    expect(fieldErrorsFromApiError(new TypeError('Failed to fetch'), FIELDS)).toEqual({});
  });
});

describe('serverMessageOr / isNetworkError', () => {
  it("shows the server's message, else the fallback", () => {
    expect(serverMessageOr(new ApiRequestError(401, 'Unauthorized', '{"message":"Invalid credentials"}'), 'f')).toBe(
      'Invalid credentials',
    );
    expect(serverMessageOr(new ApiRequestError(502, 'Bad Gateway', '<html>'), 'f')).toBe('f');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'f')).toBe('f');
  });
  it('a TypeError from fetch is a network failure', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new ApiRequestError(500, 'x', ''))).toBe(false);
  });
});
