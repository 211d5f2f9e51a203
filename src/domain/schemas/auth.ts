import { z } from 'zod';
import { parseCalendarDate } from '../age';
import { isUsStateCode } from '../us-states';
import { text } from './input-hygiene';

/** Shared by the registration form and POST /api/auth/register (spec section 5 messages). */
export const registerSchema = z.object({
  email: text('Email').trim().max(254, 'Email is too long').pipe(z.email('Please enter a valid email address')),
  password: text('Password')
    .min(8, 'Password must be at least 8 characters')
    .max(256, 'Password must be at most 256 characters'),
  firstName: text('First name').trim().min(1, 'First name is required').max(100, 'First name is too long'),
  lastName: text('Last name').trim().max(100, 'Last name is too long').optional().default(''),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const ADMIN_LOGIN_REQUIRED_MESSAGE = 'Username and password are required';

/**
 * POST /api/admin/login: both fields required (spec section 5). An admin with a second factor sends
 * `code` too (6 digits from the authenticator app, or a recovery code); without it the answer is 401
 * `mfa_required`.
 */
export const adminLoginSchema = z.object({
  username: text('Username', ADMIN_LOGIN_REQUIRED_MESSAGE).trim().min(1, ADMIN_LOGIN_REQUIRED_MESSAGE).max(100),
  password: text('Password', ADMIN_LOGIN_REQUIRED_MESSAGE).min(1, ADMIN_LOGIN_REQUIRED_MESSAGE).max(256),
  code: text('Code').trim().min(1, 'Enter the code').max(64, 'Code is too long').optional(),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const UNDERAGE_TITLE = 'Age Requirement Not Met';
export const UNDERAGE_MESSAGE = 'You must be at least 18 years old to use this platform.';

/** POST /api/verify-age (spec section 3): the server recomputes the age and applies D14. */
export const verifyAgeSchema = z.object({
  dateOfBirth: text('Date of birth', 'Date of birth is required')
    .refine((v) => parseCalendarDate(v) !== null, 'Date of birth must be a date in the form YYYY-MM-DD'),
  residenceState: text('State of residence', 'State of residence is required')
    .trim()
    .toUpperCase()
    .refine(isUsStateCode, 'State of residence must be one of the 50 states or DC'),
  residenceCountry: text('Country', 'Country is required').trim().min(1, 'Country is required'),
});
export type VerifyAgeInput = z.input<typeof verifyAgeSchema>;

export const verificationStatusSchema = z.enum(['unverified', 'verified', 'refused']);

export const verificationSchema = z
  .object({
    status: verificationStatusSchema,
    residenceState: z.string().nullable(),
    /** Why the last check was refused, in words for the player; null unless refused. */
    reason: z.string().nullable(),
    checkedAt: z.string().nullable(),
  })
  .meta({ id: 'Verification' });

/** GET /api/auth/user: the spec's user fields plus the server's role and verification (D6, D14). */
export const authUserSchema = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isAdmin: z.boolean(),
    verification: verificationSchema,
    eligibleForPaidPlay: z.boolean(),
    /** ADMIN_MFA=required and this admin has no second factor yet: only enrolling one (at /profile) is allowed. */
    mustEnrolSecondFactor: z.boolean().optional(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUserDto = z.infer<typeof authUserSchema>;
