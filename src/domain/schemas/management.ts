/**
 * The management console's Leagues, Games and Pools tabs (spec sections 2, 3, 5 and 7): one zod
 * schema per request, shared by the forms and the routes, so both refuse the same input with the same words.
 */
import { z } from 'zod';
import { normalizeWeekCode } from '../weeks';
import { id, idParam, text } from './input-hygiene';
import { sportSchema } from './league';
import { poolSchema, poolStatusSchema } from './pool';

export const LEAGUE_MESSAGES = {
  code: 'League Code must be 2 to 10 letters',
  displayName: 'Display Name is required',
  displayNameLength: 'Display Name can be at most 60 characters',
  sport: 'Sport must be football, basketball, baseball or hockey',
  isActive: 'isActive must be true or false',
} as const;

/** POST /api/leagues. The League Code is stored upper-cased (the schedule page upper-cases the URL's league). */
export const createLeagueRequestSchema = z.object({
  name: text('League Code', LEAGUE_MESSAGES.code)
    .trim()
    .regex(/^[A-Za-z]{2,10}$/, LEAGUE_MESSAGES.code)
    .transform((code) => code.toUpperCase()),
  displayName: text('Display Name', LEAGUE_MESSAGES.displayName).trim().min(1, LEAGUE_MESSAGES.displayName).max(60, LEAGUE_MESSAGES.displayNameLength),
  sport: z.enum(sportSchema.options, { message: LEAGUE_MESSAGES.sport }),
  isActive: z.boolean({ message: LEAGUE_MESSAGES.isActive }).default(true),
});
export type CreateLeagueRequest = z.input<typeof createLeagueRequestSchema>;

/** PATCH /api/leagues/{id}: turn a league on or off. */
export const updateLeagueRequestSchema = z.object({ isActive: z.boolean({ message: LEAGUE_MESSAGES.isActive }) });

/** The form's default team colours (spec: blue and red). */
export const DEFAULT_TEAM_COLORS = { home: '#1d4ed8', away: '#dc2626' } as const;

export const GAME_MESSAGES = {
  league: 'Please select a league',
  homeTeam: 'Home team is required',
  awayTeam: 'Away team is required',
  teamLength: 'A team name can be at most 60 characters',
  sameTeams: 'Home and away teams must be different',
  color: 'Team color must be a hex color such as #1d4ed8',
  gameDate: 'Game date must be a date and time such as 2025-09-07T17:00:00Z',
  status: "A new game starts with status 'scheduled': its scores come from the score feed",
  zero: 'A new game starts at 0 (scores and quarter come from the score feed)',
  week: 'Week must be a week code: HOF, PS1-PS4, W1-W18, WC, DIV, CONF or SB',
} as const;

const G = GAME_MESSAGES;
const teamName = (missing: string) => text('Team name', missing).trim().min(1, missing).max(60, G.teamLength);
const teamColor = (fallback: string) =>
  text('Team color', G.color)
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, G.color)
    .transform((color) => color.toLowerCase())
    .default(fallback);
const zero = z.literal(0, { message: G.zero }).default(0);

/**
 * POST /api/games (spec section 7) plus an optional week code: when it is left out, the game goes in the
 * league's active week (D9), so it shows on the dashboard.
 */
export const createGameRequestSchema = z
  .object({
    leagueId: id('leagueId', G.league),
    homeTeam: teamName(G.homeTeam),
    awayTeam: teamName(G.awayTeam),
    homeTeamColor: teamColor(DEFAULT_TEAM_COLORS.home),
    awayTeamColor: teamColor(DEFAULT_TEAM_COLORS.away),
    gameDate: z.iso.datetime({ offset: true, message: G.gameDate }),
    status: z.literal('scheduled', { message: G.status }).default('scheduled'),
    homeScore: zero,
    awayScore: zero,
    quarter: zero,
    week: text('Week', G.week)
      .transform((week, ctx) => {
        const code = normalizeWeekCode(week);
        if (code === null) {
          ctx.addIssue({ code: 'custom', message: G.week });
          return z.NEVER;
        }
        return code;
      })
      .nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.homeTeam.toLowerCase() === body.awayTeam.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['awayTeam'], message: G.sameTeams });
    }
  });
export type CreateGameRequest = z.input<typeof createGameRequestSchema>;
export type CreateGamePayload = z.output<typeof createGameRequestSchema>;

/** PATCH /api/pools/{id}: the admin's status change (the server's transition table decides). */
export const updatePoolStatusRequestSchema = z.object({
  status: z.enum(poolStatusSchema.options, { message: 'status must be one of open, full, active, completed or cancelled' }),
});

/** GET /api/admin/pools: every pool, private ones included, narrowed and paged. */
export const adminPoolsQuerySchema = z.object({
  leagueId: idParam('leagueId').optional(),
  status: poolStatusSchema.optional(),
  /** Words in a team or pool name. */
  q: text('q').trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const adminPoolsResponseSchema = z
  .object({
    pools: z.array(poolSchema),
    /** Pools matching the filters in all (the page holds at most `limit`). */
    total: z.number().int(),
  })
  .meta({ id: 'AdminPools' });
export type AdminPoolsResponse = z.infer<typeof adminPoolsResponseSchema>;
