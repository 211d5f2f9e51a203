import { z } from 'zod';
import { text } from '../../../domain/schemas';

/**
 * The embedded issuer's sign-in form (application/x-www-form-urlencoded), checked before any password
 * work: the page's own `required` and `maxlength` rules, and the input hygiene rule of every request
 * (no NUL, no unpaired surrogate: text()).
 */
export const signInFormSchema = z.object({
  email: text('Email', 'Enter your email').trim().min(1, 'Enter your email').max(254, 'Email is too long'),
  password: text('Password', 'Enter your password').min(1, 'Enter your password').max(256, 'Password is too long'),
});
