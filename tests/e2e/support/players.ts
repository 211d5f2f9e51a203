import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Pool, Square } from '../../../src/domain/schemas';

/** Signs in through the app's local OpenID Connect issuer, as a player would. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In to Play' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Registers a new player in the page's own context, which signs that context in (quicker than the issuer). */
export async function registerInPage(page: Page, baseURL: string, name: string) {
  const email = `e2e.${name.toLowerCase()}.${Date.now().toString(36)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'e2e-password-123', firstName: name, lastName: 'Player' },
    headers: { origin: baseURL },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

/**
 * Open public free pools whose game is at least two hours away, in the API's order (by kickoff).
 * Tests share the seeded slate: the live score test takes the first, the pool page test the last.
 */
export async function upcomingFreePools(api: APIRequestContext): Promise<Pool[]> {
  const response = await api.get('/api/pools');
  expect(response.ok()).toBe(true);
  const soon = Date.now() + 2 * 60 * 60 * 1000;
  return ((await response.json()) as Pool[]).filter(
    (p) => p.entryFeeCents === 0 && !p.isPrivate && p.status === 'open' && p.game.status === 'scheduled' && Date.parse(p.game.gameDate) > soon,
  );
}

/** A board cell by its 0-based row and column. */
export const boardCell = (page: Page, row: number, column: number) =>
  page.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${column + 1},`) });

/** `count` squares still free on the board shown, row by row. */
export async function freeSquares(page: Page, count: number): Promise<{ row: number; column: number }[]> {
  // Right after a navigation the board may not be drawn yet: read it once its cells are there.
  await page.getByRole('gridcell').first().waitFor();
  const labels = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  const free = labels
    .map((label) => /^Row (\d+), column (\d+), available$/.exec(label))
    .filter((match) => match !== null)
    .map((match) => ({ row: Number(match[1]) - 1, column: Number(match[2]) - 1 }))
    .slice(0, count);
  if (free.length < count) throw new Error(`only ${free.length} free squares on this board`);
  return free;
}

/** Claims the first `count` unsold squares of a free pool through the API, as the signed-in page context. */
export async function claimFreeSquaresByApi(api: APIRequestContext, poolId: number, count: number, origin: { origin: string }) {
  const sold = (await (await api.get(`/api/pools/${poolId}/squares`)).json()) as Square[];
  const taken = new Set(sold.map((s) => `${s.row},${s.column}`));
  const squares = Array.from({ length: 100 }, (_, i) => ({ row: Math.floor(i / 10), column: i % 10 }))
    .filter((s) => !taken.has(`${s.row},${s.column}`))
    .slice(0, count);
  const claim = await api.post(`/api/pools/${poolId}/squares`, { data: { squares }, headers: origin });
  expect(claim.status(), await claim.text()).toBe(201);
  return squares;
}
