/**
 * The `event:` names of the Server-Sent Event streams (DESIGN D15), apart from their payload schemas
 * (src/domain/schemas, which re-exports them) so that a page can open a stream without loading zod:
 * the web app decodes the payloads with code it loads after the first paint.
 */

/** GET /api/pools/{id}/events */
export const POOL_EVENT_NAMES = { snapshot: 'snapshot', squares: 'squares', pool: 'pool', winner: 'winner' } as const;

/**
 * GET /api/leagues/events: each league as it now stands, once per league when the stream opens (or the
 * server's notification connection came back), then whenever an admin changes its active week.
 */
export const LEAGUE_EVENT_NAMES = { league: 'league' } as const;
