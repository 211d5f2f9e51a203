import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import type { Game, League, Pool } from '../../../src/domain/schemas';

/** An API context signed in as the browser tests' admin (ADMIN_USERNAME / ADMIN_PASSWORD), sending the site's origin. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const login = await api.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

/** Signs the page's browser context in as the browser tests' admin (the page's requests and navigations carry the session). */
export async function signInAdmin(page: Page, baseURL: string): Promise<void> {
  const login = await page.request.post('/api/admin/login', { data: E2E_ADMIN, headers: { origin: baseURL } });
  expect(login.status(), await login.text()).toBe(200);
}

/**
 * A test's own NFL game in the league's active week (so the dashboard shows it), with its five tier pools
 * in fee order. Kicking off under two hours from now, its pools are never the ones other specs pick
 * (those look two hours ahead).
 */
export async function scheduleOwnGame(admin: APIRequestContext, teams: { home: string; away: string }, kickoffInMs: number): Promise<{ game: Game; pools: Pool[] }> {
  const nfl = ((await (await admin.get('/api/leagues')).json()) as League[]).find((league) => league.name === 'NFL')!;
  const created = await admin.post('/api/games', {
    data: { leagueId: nfl.id, homeTeam: teams.home, awayTeam: teams.away, gameDate: new Date(Date.now() + kickoffInMs).toISOString(), week: nfl.activeWeek },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as Game;
  const pools = ((await (await admin.get(`/api/games/${game.id}/pools`)).json()) as Pool[]).sort((a, b) => a.entryFeeCents - b.entryFeeCents);
  expect(pools.map((p) => p.entryFeeCents)).toEqual([0, 100, 500, 1000, 2500]);
  return { game, pools };
}
