import { z } from 'zod';
import { WEEKS, type WeekCode } from '../weeks';
import { leagueSchema } from './league';

/** "HOF, PS1-PS4, W1-W18, WC, DIV, CONF, SB": the 27 codes as an admin reads them in a refusal. */
export const WEEK_CODES_TEXT = 'HOF, PS1-PS4, W1-W18, WC, DIV, CONF, SB';

/** GET /api/leagues/{id}/active-week (spec section 7: "Returns {activeWeek}"); null for a league without weeks. */
export const activeWeekSchema = z
  .object({
    activeWeek: z.string().nullable(),
  })
  .meta({ id: 'ActiveWeek' });
export type ActiveWeek = z.infer<typeof activeWeekSchema>;

const WEEK_CODES = WEEKS.map((w) => w.code) as [WeekCode, ...WeekCode[]];

/** POST /api/leagues/{id}/active-week: one of the 27 week codes, exactly as WEEKS spells it. */
export const advanceWeekBodySchema = z
  .object({
    week: z.enum(WEEK_CODES, { message: `week must be one of the 27 week codes (${WEEK_CODES_TEXT})` }),
  })
  .meta({ id: 'AdvanceWeekBody' });
export type AdvanceWeekBody = z.infer<typeof advanceWeekBodySchema>;

export const advanceWeekResponseSchema = z
  .object({
    activeWeek: z.string(),
    /** The week before this request (the same as activeWeek when it was already active: nothing changed; null: none yet). */
    previousWeek: z.string().nullable(),
    changed: z.boolean(),
  })
  .meta({ id: 'AdvanceWeekResult' });
export type AdvanceWeekResponse = z.infer<typeof advanceWeekResponseSchema>;

/** GET /api/leagues/events (D15): the payload of its 'league' event (LEAGUE_EVENT_NAMES). */
export { LEAGUE_EVENT_NAMES } from '../event-names';
export const leagueChangedEventSchema = z.object({ league: leagueSchema });
export type LeagueChangedEvent = z.infer<typeof leagueChangedEventSchema>;
