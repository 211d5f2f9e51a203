import { describe, expect, it } from 'vitest';
import { checkForm } from '../../test-support/check-form';
import { adminLoginMessage, adminLoginResolver, registrationResolver, type AdminLoginValues, type RegisterValues } from './validation';

const REQUIRED = 'Username and password are required';

/** The form's one message and the fields it marks, as the admin sign-in shows them. */
async function validateAdminLogin(values: AdminLoginValues) {
  const check = await checkForm(adminLoginResolver, values);
  if (check.ok) return check;
  return { ok: false, message: adminLoginMessage(check.errors), invalid: Object.keys(check.errors) };
}
const validateRegistration = (values: RegisterValues) => checkForm(registrationResolver, values);

describe('the admin sign-in check', () => {
  it('requires both fields (spec section 5) and marks the empty ones', async () => {
    expect(await validateAdminLogin({ username: '', password: '' })).toEqual({
      ok: false,
      message: REQUIRED,
      invalid: ['username', 'password'],
    });
    expect(await validateAdminLogin({ username: '  ', password: 'secret' })).toEqual({
      ok: false,
      message: REQUIRED,
      invalid: ['username'],
    });
    expect(await validateAdminLogin({ username: 'admin', password: '' })).toEqual({
      ok: false,
      message: REQUIRED,
      invalid: ['password'],
    });
  });
  it('passes the trimmed username and the password as typed', async () => {
    expect(await validateAdminLogin({ username: ' admin ', password: ' pw ' })).toEqual({
      ok: true,
      payload: { username: 'admin', password: ' pw ' },
    });
  });
  it('one message for the form: "required" first, else the first field\u2019s own', () => {
    expect(adminLoginMessage({})).toBeNull();
    expect(adminLoginMessage({ username: 'Too long', password: REQUIRED })).toBe(REQUIRED);
    expect(adminLoginMessage({ username: 'Too long' })).toBe('Too long');
  });
});

describe('the registration check', () => {
  it('shows the spec messages under each field', async () => {
    expect(await validateRegistration({ firstName: ' ', lastName: '', email: 'nope', password: 'short' })).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
    });
  });
  it('accepts a missing last name and trims names and e-mail', async () => {
    expect(await validateRegistration({ firstName: ' Ada ', lastName: '', email: ' ada@example.com ', password: 'correct horse' })).toEqual({
      ok: true,
      payload: { firstName: 'Ada', lastName: '', email: 'ada@example.com', password: 'correct horse' },
    });
  });
  it('accepts exactly 8 characters of password', async () => {
    expect((await validateRegistration({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: '12345678' })).ok).toBe(true);
  });
});
