import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Pool, Square } from '../../src/domain/schemas';
import { registerPayingPlayer, type SquarePick } from './support/paying-players';
import { boardCell, freeSquares } from './support/players';

/**
 * Keyboard only: a player buys 3 squares of a paid pool (the sandbox provider) with the keyboard alone:
 * the age and location check, the board (arrows move, Enter and Space select), the cart, the card form.
 * Only Tab, arrows, Enter, Space and typing; no click. Navigating to a page by its address is allowed.
 */

/** An open $10 pool of a game at least two hours away (no other browser test buys into $10 pools). */
async function tenDollarPool(api: APIRequestContext): Promise<Pool> {
  const pools = (await (await api.get('/api/pools')).json()) as Pool[];
  const pool = pools
    .filter((p) => p.entryFeeCents === 1000 && !p.isPrivate && p.status === 'open' && p.game.status === 'scheduled')
    .filter((p) => Date.parse(p.game.gameDate) > Date.now() + 2 * 3600_000 && p.currentParticipants <= 90)
    .at(-1);
  if (!pool) throw new Error('the seed has no open $10 pool with a game at least two hours away');
  return pool;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus: it must be reachable by keyboard, in the page's tab order. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable within ${limit} Tab presses`).toBeFocused();
}

/** The focused square's 0-based row and column, from its accessible name. */
async function focusedSquare(page: Page): Promise<SquarePick> {
  const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const match = /^Row (\d+), column (\d+),/.exec(label);
  if (!match) throw new Error(`the focus is not on a square: '${label}'`);
  return { row: Number(match[1]) - 1, column: Number(match[2]) - 1 };
}

/** Moves the board's focus to `target` with the arrow keys. */
async function arrowTo(page: Page, target: SquarePick) {
  const from = await focusedSquare(page);
  const vertical = target.row > from.row ? 'ArrowDown' : 'ArrowUp';
  const horizontal = target.column > from.column ? 'ArrowRight' : 'ArrowLeft';
  for (let i = 0; i < Math.abs(target.row - from.row); i++) await page.keyboard.press(vertical);
  for (let i = 0; i < Math.abs(target.column - from.column); i++) await page.keyboard.press(horizontal);
  await expect(boardCell(page, target.row, target.column)).toBeFocused();
}

/** Picks an option of a select by typing its first letters while the select has the focus. */
async function chooseByKeyboard(page: Page, select: Locator, typed: string, value: string) {
  await tabTo(page, select);
  await page.keyboard.type(typed);
  await expect(select).toHaveValue(value);
}

test('a player buys 3 squares of a paid pool with the keyboard alone, through the age check and the sandbox card form', async ({ page, baseURL, request }) => {
  test.slow(); // a verification, a board walked with the arrow keys, a checkout
  const player = await registerPayingPlayer(baseURL!, '127.0.0.70', { firstName: 'Kim', lastName: 'Keys' });
  await page.context().addCookies((await player.api.storageState()).cookies);
  const pool = await tenDollarPool(request);

  // Age and location: typed date of birth, state and country chosen from their lists, Enter on Verify.
  await page.goto('/age-verification');
  await tabTo(page, page.getByLabel('Date of Birth'));
  await page.keyboard.type('06021988');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1988-06-02');
  await chooseByKeyboard(page, page.getByRole('combobox', { name: 'State of Residence' }), 'Califo', 'CA');
  await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Country' }), 'United', 'US');
  await tabTo(page, page.getByRole('button', { name: 'Verify' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Verification Complete', { exact: true })).toBeVisible();

  // The board: one Tab stop; the arrows walk to three free squares; Enter, Space, Enter select them.
  await page.goto(`/pool/${pool.id}`);
  await expect(page.getByRole('grid')).toBeVisible();
  const picks = await freeSquares(page, 3);
  const firstSquare = page.getByRole('gridcell').and(page.locator('[tabindex="0"]'));
  await tabTo(page, firstSquare);
  // The focus ring shows: a solid outline at least 2px wide.
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  for (const [i, square] of picks.entries()) {
    await arrowTo(page, square);
    await page.keyboard.press(i === 1 ? 'Space' : 'Enter');
    await expect(boardCell(page, square.row, square.column)).toHaveAttribute('aria-selected', 'true');
  }
  // Space again takes a square back out of the cart, and again puts it in.
  await page.keyboard.press('Space');
  await expect(boardCell(page, picks[2]!.row, picks[2]!.column)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Space');
  await expect(boardCell(page, picks[2]!.row, picks[2]!.column)).toHaveAttribute('aria-selected', 'true');

  // The cart's button, reached with Tab from the board.
  const cart = page.getByRole('region', { name: 'Your Cart' });
  await expect(cart.getByRole('list', { name: 'Selected squares' }).getByRole('listitem')).toHaveCount(3);
  await tabTo(page, cart.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/checkout\\?poolId=${pool.id}&`));

  // The sandbox card form: typed, field by field with Tab, paid with Space on the button.
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiry month')).toBeFocused();
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2034');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('CVC')).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Pay \$30\.00/ })).toBeFocused();
  await page.keyboard.press('Space');

  // Back on the pool, the three squares are the player's: on the board and on the server.
  await expect(page).toHaveURL(new RegExp(`/pool/${pool.id}$`), { timeout: 20_000 });
  for (const s of picks) await expect(boardCell(page, s.row, s.column)).toHaveAccessibleName(/owned by you/);
  const squares = (await (await request.get(`/api/pools/${pool.id}/squares`)).json()) as Square[];
  const mine = squares.filter((s) => s.userId === player.userId).map(({ row, column }) => ({ row, column }));
  expect(mine).toEqual(expect.arrayContaining(picks));
  expect(mine).toHaveLength(3);
  await player.api.dispose();
});
