import { describe, expect, it } from 'vitest';
import { fieldControlProps, fieldErrorId, fieldHintId } from './field';

describe('fieldControlProps', () => {
  it('is just the id for a quiet field', () => {
    expect(fieldControlProps('email')).toEqual({ id: 'email', 'aria-invalid': undefined, 'aria-describedby': undefined });
  });
  it('points at the hint and the error, and marks the control invalid', () => {
    expect(fieldControlProps('password', { hint: true, error: 'Password must be at least 8 characters' })).toEqual({
      id: 'password',
      'aria-invalid': true,
      'aria-describedby': `${fieldHintId('password')} ${fieldErrorId('password')}`,
    });
  });
  it('can be marked invalid by a form-level error described elsewhere', () => {
    expect(fieldControlProps('username', { invalid: true, describedBy: 'form-error' })).toEqual({
      id: 'username',
      'aria-invalid': true,
      'aria-describedby': 'form-error',
    });
  });
});
