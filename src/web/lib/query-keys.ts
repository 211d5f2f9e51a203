/**
 * Every TanStack Query key of the web app, in one place: a feature that changes data invalidates or
 * writes other features' entries through these, never by importing another feature. The default query
 * function joins a key's parts with "/" into the URL it fetches (lib/api.ts), so each key is its URL.
 */

/** GET /api/auth/user: the signed-in user, or null. */
export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** GET /api/me/settings: the signed-in player's settings (e-mail notification choices). */
export const ACCOUNT_SETTINGS_QUERY_KEY = ['/api/me/settings'] as const;

/** GET /api/me/limits: the signed-in player's spend limits and the raises or removals still pending (D23). */
export const SPEND_LIMITS_QUERY_KEY = ['/api/me/limits'] as const;

/** GET /api/me/spending: what the player committed to paid squares in the last 24 hours, 7 days and 30 days. */
export const SPENDING_QUERY_KEY = ['/api/me/spending'] as const;

/** GET /api/me/restrictions: the player's time-out or self-exclusion in force, if any. */
export const RESTRICTIONS_QUERY_KEY = ['/api/me/restrictions'] as const;

/** GET /api/admin/users: every user with their role and any restriction (admins). */
export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;

/** GET /api/leagues. */
export const LEAGUES_QUERY_KEY = ['/api/leagues'] as const;

/** GET /api/leagues/{id}/active-week: the week whose games the league's dashboard shows. Under the leagues' key. */
export function leagueActiveWeekQueryKey(leagueId: number) {
  return ['/api/leagues', leagueId, 'active-week'] as const;
}

/** GET /api/games: the current games of every league (each league's active week, D9). */
export const CURRENT_GAMES_QUERY_KEY = ['/api/games'] as const;

/** GET /api/games?leagueId={id}: the league's current games (its active week's, D9). */
export function leagueGamesQueryKey(leagueId: string | number) {
  return ['/api/games', `?leagueId=${leagueId}`] as const;
}

/** GET /api/games?leagueId={id}&includeAll=true: every game of one league (its schedule page). Under the league's key. */
export function leagueAllGamesQueryKey(leagueId: number) {
  return ['/api/games', `?leagueId=${leagueId}`, '&includeAll=true'] as const;
}

/** GET /api/nfl/schedule/{season}: the NFL's games of a season (D10). */
export function nflScheduleQueryKey(season: number) {
  return ['/api/nfl/schedule', season] as const;
}

/** GET /api/games?includeAll=true: every game, any week and status (admin tools). */
export const ALL_GAMES_QUERY_KEY = ['/api/games', '?includeAll=true'] as const;

/** GET /api/games/{gameId}/pools: a game's public tier pools (the dashboard's counts). */
export function gamePoolsQueryKey(gameId: number) {
  return ['/api/games', gameId, 'pools'] as const;
}

/** GET /api/pools: every public pool. */
export const ALL_POOLS_QUERY_KEY = ['/api/pools'] as const;

/** GET /api/admin/pools?...: one page of every pool, private ones included (the console's Pools tab). Invalidate ADMIN_POOLS_QUERY_KEY for every page. */
export const ADMIN_POOLS_QUERY_KEY = ['/api/admin/pools'] as const;
export function adminPoolsQueryKey(search: string) {
  return ['/api/admin/pools', `?${search}`] as const;
}

/** GET /api/user-pools: the signed-in player's pools (My Pools). */
export const USER_POOLS_QUERY_KEY = ['/api/user-pools'] as const;

/** GET /api/pools/{id}. The pool event stream (D15) writes into the same entry. */
export function poolQueryKey(poolId: number) {
  return ['/api/pools', poolId] as const;
}

/** GET /api/pools/{id}/squares. */
export function poolSquaresQueryKey(poolId: number) {
  return ['/api/pools', poolId, 'squares'] as const;
}

/**
 * GET /api/pools/{id}/my-checkout: the signed-in player's live checkout in the pool. Under the pool's
 * key, so invalidating the pool refreshes it too.
 */
export function myCheckoutQueryKey(poolId: number) {
  return ['/api/pools', poolId, 'my-checkout'] as const;
}

/** GET /api/admin/pools/{id}/ledger: a pool's ledger lines, balances and escrow (the payment tester, admins). */
export function poolLedgerQueryKey(poolId: number) {
  return ['/api/admin/pools', poolId, 'ledger'] as const;
}

/** GET /api/payments/config: the payment provider, its publishable key and the PAID_PLAY switch (D19). */
export const PAYMENTS_CONFIG_QUERY_KEY = ['/api/payments/config'] as const;

/** GET /api/pools/{id}/roster: a private pool's members, guests and invitations (its organizer only). Under the pool's key. */
export function poolRosterQueryKey(poolId: number) {
  return ['/api/pools', poolId, 'roster'] as const;
}

/** GET /api/admin/stats: the System tab's site counts. */
export const SITE_STATS_QUERY_KEY = ['/api/admin/stats'] as const;

/** GET /api/admin/settings/auto-refund: when unfilled paid pools are refunded, and whether players are e-mailed. */
export const AUTO_REFUND_SETTINGS_QUERY_KEY = ['/api/admin/settings/auto-refund'] as const;

/** GET /api/admin/audit-log?...: one page of the audit log. Invalidate AUDIT_LOG_QUERY_KEY for every page. */
export const AUDIT_LOG_QUERY_KEY = ['/api/admin/audit-log'] as const;
export function auditLogQueryKey(search: string) {
  return ['/api/admin/audit-log', `?${search}`] as const;
}

/** GET /api/admin/audit-log/actions: the actions the audit log holds (the viewer's filter). */
export const AUDIT_ACTIONS_QUERY_KEY = ['/api/admin/audit-log/actions'] as const;

/** GET /api/admin/second-factor: the signed-in admin's second factors and recovery codes left (Profile). */
export const SECOND_FACTOR_QUERY_KEY = ['/api/admin/second-factor'] as const;

/**
 * GET /api/me/transactions...: the signed-in player's statement (Activity). Its pages and a period's
 * totals sit under this key; with WINNINGS_BY_YEAR_QUERY_KEY, invalidate it after anything that moves
 * the player's money (a claim).
 */
export const ACTIVITY_QUERY_KEY = ['/api/me/transactions'] as const;
/** The pages of movements, newest first: an infinite query whose later pages add `&cursor=` to this URL. */
export function activityPagesQueryKey(limit: number) {
  return ['/api/me/transactions', `?limit=${limit}`] as const;
}
/** GET /api/me/transactions/summary?from=&to=: a period's totals. */
export function activitySummaryQueryKey(from: string, to: string) {
  return ['/api/me/transactions', 'summary', `?from=${from}&to=${to}`] as const;
}
/** GET /api/me/winnings-by-year: the player's prizes per year. */
export const WINNINGS_BY_YEAR_QUERY_KEY = ['/api/me/winnings-by-year'] as const;
