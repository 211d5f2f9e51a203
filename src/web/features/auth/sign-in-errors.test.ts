import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-errors';

describe('sign-in errors', () => {
  it('explains each code the server sends back', () => {
    expect(signInErrorMessage('?error=cancelled')).toBe('Sign-in was cancelled.');
    expect(signInErrorMessage('?error=unavailable')).toMatch(/unavailable/);
    expect(signInErrorMessage('?error=expired')).toMatch(/try again/);
    expect(signInErrorMessage('?error=failed')).toMatch(/could not complete/);
  });

  it('shows nothing for no code or an unknown one', () => {
    expect(signInErrorMessage('')).toBeNull();
    expect(signInErrorMessage('?error=<script>')).toBeNull();
  });
});
