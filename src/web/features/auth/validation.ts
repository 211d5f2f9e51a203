/** Client-side checks of the sign-in and registration forms, with the shared contract's messages. */
import type { z } from 'zod';
import { ADMIN_LOGIN_REQUIRED_MESSAGE, adminLoginSchema, registerSchema } from '../../../domain/schemas/auth';
import { schemaResolver } from '../../lib/forms/schema-resolver';

export const ADMIN_LOGIN_FIELDS = ['username', 'password'] as const;
export type AdminLoginField = (typeof ADMIN_LOGIN_FIELDS)[number];
export type AdminLoginValues = Record<AdminLoginField, string>;
export type AdminLoginPayload = z.output<typeof adminLoginSchema>;

export const EMPTY_ADMIN_LOGIN: AdminLoginValues = { username: '', password: '' };

/** Both fields are required (spec section 5): the schema the server applies. */
export const adminLoginResolver = schemaResolver<typeof adminLoginSchema, AdminLoginValues>(adminLoginSchema);

/** One message covers the form: "required" when a field is empty, else the first field's own; null when none. */
export function adminLoginMessage(messages: Partial<Record<AdminLoginField, string | undefined>>): string | null {
  const found = ADMIN_LOGIN_FIELDS.map((field) => messages[field]).filter((message): message is string => Boolean(message));
  if (found.length === 0) return null;
  return found.includes(ADMIN_LOGIN_REQUIRED_MESSAGE) ? ADMIN_LOGIN_REQUIRED_MESSAGE : found[0]!;
}

/** The fields the server's `issues` may name. */
export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
/** In form order: focus goes to the first field in error. */
export type RegisterValues = Record<RegisterField, string>;
export type RegisterPayload = z.output<typeof registerSchema>;

export const EMPTY_REGISTRATION: RegisterValues = { firstName: '', lastName: '', email: '', password: '' };

/** registerSchema, the same contract the server applies: one message per field. */
export const registrationResolver = schemaResolver<typeof registerSchema, RegisterValues>(registerSchema);
