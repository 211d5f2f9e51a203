import { expect, test, type Page } from '@playwright/test';
import { SQUARES_PURCHASED } from '../../src/domain/messages';
import { adminApi, scheduleOwnGame } from './support/admin';
import { registerPayingPlayer } from './support/paying-players';
import { boardCell, registerInPage } from './support/players';
import { recordToasts } from './support/toasts';

const selectedCells = (page: Page) => page.getByRole('gridcell', { selected: true });
const toastSaying = (page: Page, text: string) => page.getByRole('region', { name: /^Notifications/ }).getByText(text);

/**
 * One player, two tabs on one board. What tab A buys and what another player claims reach tab B live:
 * tab B's cart never reads more than the limit, drops the squares it can no longer claim, and says so once.
 */
test('a player’s second tab reconciles its cart with what the first tab bought and another player took', async ({ page, context, baseURL }) => {
  test.slow(); // two tabs and a second player, each on the live board
  const admin = await adminApi(baseURL!);
  const { pools } = await scheduleOwnGame(admin, { home: 'Green Bay Packers', away: 'Minnesota Vikings' }, 110 * 60_000);
  const pool = pools[0]!;
  const limit = pool.maxSquaresPerPlayer;
  expect(limit).toBe(5);

  await registerInPage(page, baseURL!, 'Tabitha');
  const tabB = page;
  const shownToasts = await recordToasts(tabB);
  await tabB.goto(`/pool/${pool.id}`);
  await expect(tabB.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // Tab B picks a full cart: row 1, columns 1-5.
  for (let column = 0; column < limit; column++) await boardCell(tabB, 0, column).click();
  const cartB = tabB.getByRole('region', { name: 'Your Cart' });
  await expect(cartB).toContainText(`${limit}/${limit} squares`);

  // Tab A (same player, same session) claims three other squares.
  const tabA = await context.newPage();
  await tabA.goto(`/pool/${pool.id}`);
  for (let column = 0; column < 3; column++) await boardCell(tabA, 1, column).click();
  await tabA.getByRole('region', { name: 'Your Cart' }).getByRole('button', { name: 'Claim Free Squares' }).click();
  await expect(tabA.getByText(SQUARES_PURCHASED.title, { exact: true })).toBeVisible();

  // Tab B: three owned + two in the cart; the three latest picks left the cart, and it said so.
  await expect(cartB).toContainText(`${limit}/${limit} squares`);
  await expect(selectedCells(tabB)).toHaveCount(2);
  await expect(boardCell(tabB, 0, 0)).toHaveAttribute('aria-selected', 'true');
  await expect(boardCell(tabB, 0, 1)).toHaveAttribute('aria-selected', 'true');
  const limitNote = 'You now own 3 squares of the 5 allowed on this board, so 3 squares were taken out of your cart.';
  await expect(toastSaying(tabB, limitNote)).toBeVisible();

  // Another player claims one of tab B's two picks: it leaves the cart, said once.
  const other = await registerPayingPlayer(baseURL!, '127.0.0.94', { firstName: 'Otto', lastName: 'Other' });
  const claimed = await other.api.post(`/api/pools/${pool.id}/squares`, { data: { squares: [{ row: 0, column: 1 }] } });
  expect(claimed.status(), await claimed.text()).toBe(201);

  const takenNote = '1 square in your cart was just taken by another player.';
  await expect(toastSaying(tabB, takenNote)).toBeVisible();
  await expect(selectedCells(tabB)).toHaveCount(1);
  await expect(cartB).toContainText(`4/${limit} squares`);

  // Each change was said once, never repeated on the renders that followed.
  const toasts = await shownToasts();
  expect(toasts.filter((text) => text.includes(limitNote))).toHaveLength(1);
  expect(toasts.filter((text) => text.includes(takenNote))).toHaveLength(1);

  // And what remains can be claimed.
  await cartB.getByRole('button', { name: 'Claim Free Squares' }).click();
  await expect(boardCell(tabB, 0, 0)).toHaveAccessibleName(/owned by you$/);
  await other.api.dispose();
});
