import { describe, expect, it } from 'vitest';
import { AppError, conflict, ERROR_CODES, isErrorCode, unauthorized } from './errors';

describe('application errors', () => {
  it('gives every code a 4xx or 500 status; 502 only to a failing payment provider, 503 only to a full password queue', () => {
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      const allowed = status === 500 || (status >= 400 && status < 500) || (status === 502 && code === 'provider_error') || (status === 503 && code === 'busy');
      expect(allowed, code).toBe(true);
    }
  });

  it('derives the status from the code', () => {
    expect(conflict('Square unavailable', 'square_taken')).toMatchObject({ code: 'square_taken', status: 409 });
    expect(unauthorized()).toMatchObject({ code: 'unauthorized', status: 401, message: 'Not authenticated' });
    expect(new AppError('rate_limited', 'Too many', { retryAfterSeconds: 5 }).status).toBe(429);
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('limit_reached')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
  });
});
