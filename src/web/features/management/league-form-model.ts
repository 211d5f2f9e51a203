/**
 * The create-league form as data, checked by the very schema the server uses
 * (src/domain/schemas/management.ts), so both refuse the same input with the same words.
 */
import type { z } from 'zod';
import { createLeagueRequestSchema, type Sport } from '../../../domain/schemas';
import { schemaResolver } from '../../lib/forms/schema-resolver';

export type LeagueFormValues = { name: string; displayName: string; sport: Sport };
export type LeaguePayload = z.output<typeof createLeagueRequestSchema>;

export const EMPTY_LEAGUE_FORM: LeagueFormValues = { name: '', displayName: '', sport: 'football' };

export const SPORT_OPTIONS: readonly { value: Sport; label: string }[] = [
  { value: 'football', label: 'Football' },
  { value: 'basketball', label: 'Basketball' },
  { value: 'baseball', label: 'Baseball' },
  { value: 'hockey', label: 'Hockey' },
];

/** A new league starts active (spec section 7: the body carries isActive). */
export const leagueResolver = schemaResolver(createLeagueRequestSchema, {
  toRequest: (values: LeagueFormValues) => ({ ...values, isActive: true }),
});
