import { z } from 'zod';
import { isoDateTime } from './common';

/** Seasons the schedule answers for: from the NFL's first (1920) to a far but finite future. */
export const SCHEDULE_SEASON_RANGE = { min: 1920, max: 2100 } as const;
const SEASON_MESSAGE = `season must be a year from ${SCHEDULE_SEASON_RANGE.min} to ${SCHEDULE_SEASON_RANGE.max}`;

export const nflScheduleParamsSchema = z.object({
  season: z
    .string()
    .regex(/^\d{4}$/, SEASON_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(SCHEDULE_SEASON_RANGE.min, SEASON_MESSAGE).max(SCHEDULE_SEASON_RANGE.max, SEASON_MESSAGE)),
});

/**
 * One game of the NFL schedule (spec section 3 "NFL schedule entry"). The kickoff travels as an
 * instant; the page shows its date and time in the viewer's locale and time zone.
 */
export const nflScheduleEntrySchema = z
  .object({
    /** The game's id. */
    id: z.number().int(),
    /** Week code such as "W3" (a stored label is normalised to its code); null when the game has none. */
    week: z.string().nullable(),
    /** "Week 3", "Preseason Week 1", "Wild Card" ...; null when the game has no week. */
    weekLabel: z.string().nullable(),
    kickoff: isoDateTime,
    away: z.string(),
    home: z.string(),
    /** Null until the game starts (a game not yet played has no score). */
    awayScore: z.number().int().nullable(),
    homeScore: z.number().int().nullable(),
    /** Raw status code (scheduled, 1q-4q, ht, ot ...). */
    status: z.string(),
    /** The display state of the raw status (spec section 4). */
    state: z.enum(['SCHEDULED', 'LIVE', 'COMPLETED']),
  })
  .meta({ id: 'NflScheduleEntry' });
export type NflScheduleEntry = z.infer<typeof nflScheduleEntrySchema>;
