/** Client-side checks of the sign-in and registration forms, with the shared contract's messages. */
import type { z } from 'zod';
import { ADMIN_LOGIN_REQUIRED_MESSAGE, adminLoginSchema, registerSchema } from '../../../domain/schemas/auth';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';

export const ADMIN_LOGIN_FIELDS = ['username', 'password'] as const;
export type AdminLoginField = (typeof ADMIN_LOGIN_FIELDS)[number];
export type AdminLoginValues = Record<AdminLoginField, string>;
export type AdminLoginPayload = z.output<typeof adminLoginSchema>;

export type AdminLoginCheck =
  | { ok: true; value: AdminLoginPayload }
  | { ok: false; message: string; invalid: AdminLoginField[] };

/** Both fields are required (spec section 5); one message covers the form, the empty fields are marked. */
export function validateAdminLogin(values: AdminLoginValues): AdminLoginCheck {
  const parsed = adminLoginSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = fieldErrorsFromIssues(parsed.error.issues, ADMIN_LOGIN_FIELDS);
  const invalid = ADMIN_LOGIN_FIELDS.filter((field) => errors[field] !== undefined);
  const missing = invalid.some((field) => errors[field] === ADMIN_LOGIN_REQUIRED_MESSAGE);
  const message = missing ? ADMIN_LOGIN_REQUIRED_MESSAGE : (parsed.error.issues[0]?.message ?? ADMIN_LOGIN_REQUIRED_MESSAGE);
  return { ok: false, message, invalid: invalid.length > 0 ? invalid : [...ADMIN_LOGIN_FIELDS] };
}

/** Form order: where focus goes first when several fields are wrong. */
export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;
export type RegisterPayload = z.output<typeof registerSchema>;

export type RegisterCheck = { ok: true; value: RegisterPayload } | { ok: false; errors: FieldErrors<RegisterField> };

/** registerSchema, the same contract the server applies: one message per field. */
export function validateRegistration(values: RegisterValues): RegisterCheck {
  const parsed = registerSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, REGISTER_FIELDS) };
}
