import { z } from 'zod';

export const sportSchema = z.enum(['football', 'basketball', 'baseball', 'hockey']);
export type Sport = z.infer<typeof sportSchema>;

export const leagueSchema = z
  .object({
    id: z.number().int(),
    /** The league code, e.g. "NFL". */
    name: z.string(),
    displayName: z.string(),
    sport: sportSchema,
    isActive: z.boolean(),
    /** The week code whose games the dashboard shows (D9); null for leagues without weeks. */
    activeWeek: z.string().nullable(),
    /** The season the league is in (D10). */
    season: z.number().int(),
    /** Admin-set announcement shown as the dashboard banner (D9); null when hidden. */
    announcement: z.string().nullable(),
  })
  .meta({ id: 'League' });
export type League = z.infer<typeof leagueSchema>;
