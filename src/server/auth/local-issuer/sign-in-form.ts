import { z } from 'zod';
import { isStorableText } from '../../../domain/storable-text';

/**
 * The embedded issuer's sign-in form (application/x-www-form-urlencoded), checked before any password
 * work: the page's own `required` and `maxlength` rules, and nothing PostgreSQL could not store.
 */
export const signInFormSchema = z.object({
  email: z
    .string({ message: 'Enter your email' })
    .trim()
    .min(1, 'Enter your email')
    .max(254, 'Email is too long')
    .refine(isStorableText, 'Email contains a character that is not allowed'),
  password: z.string({ message: 'Enter your password' }).min(1, 'Enter your password').max(256, 'Password is too long'),
});
