/**
 * The create-league form as data, checked by the very schema the server uses
 * (src/domain/schemas/management.ts), so both refuse the same input with the same words.
 */
import type { z } from 'zod';
import { createLeagueRequestSchema, type Sport } from '../../../domain/schemas';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';

export const LEAGUE_FIELDS = ['name', 'displayName', 'sport'] as const;
export type LeagueField = (typeof LEAGUE_FIELDS)[number];

export type LeagueFormValues = { name: string; displayName: string; sport: Sport };
export type LeaguePayload = z.output<typeof createLeagueRequestSchema>;

export const EMPTY_LEAGUE_FORM: LeagueFormValues = { name: '', displayName: '', sport: 'football' };

export const SPORT_OPTIONS: readonly { value: Sport; label: string }[] = [
  { value: 'football', label: 'Football' },
  { value: 'basketball', label: 'Basketball' },
  { value: 'baseball', label: 'Baseball' },
  { value: 'hockey', label: 'Hockey' },
];

export type LeagueCheck = { ok: true; payload: LeaguePayload } | { ok: false; errors: FieldErrors<LeagueField> };

/** A new league starts active (spec section 7: the body carries isActive). */
export function validateLeagueForm(values: LeagueFormValues): LeagueCheck {
  const parsed = createLeagueRequestSchema.safeParse({ ...values, isActive: true });
  if (parsed.success) return { ok: true, payload: parsed.data };
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, LEAGUE_FIELDS) };
}
