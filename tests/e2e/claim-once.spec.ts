import { expect, test } from '@playwright/test';
import { SQUARES_PURCHASED, SQUARE_UNAVAILABLE } from '../../src/domain/messages';
import { registerPayingPlayer } from './support/paying-players';
import { boardCell, freeSquares, signIn, upcomingFreePools } from './support/players';
import { recordToasts } from './support/toasts';

/**
 * A double click on 'Claim Free Squares' is one action: one request per square picked, one success
 * toast, and never the "already owned" refusal the second, duplicate request used to bring back.
 */
test('double-clicking Claim Free Squares claims once, with one success toast @phone', async ({ page, baseURL }) => {
  const player = await registerPayingPlayer(baseURL!, '127.0.0.91', { firstName: 'Dora', lastName: 'Doubleclick' });
  await signIn(page, player);
  const shownToasts = await recordToasts(page);
  // The first of the upcoming free pools but one: other browser tests take the first and the last.
  const pools = await upcomingFreePools(page.request);
  const pool = pools.at(1) ?? pools.at(0)!;
  const claims: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/pools/${pool.id}/squares`) claims.push(request.postData() ?? '');
  });

  await page.goto(`/pool/${pool.id}`);
  await expect(page.getByRole('grid')).toBeVisible();
  const [pick] = await freeSquares(page, 1);
  await boardCell(page, pick!.row, pick!.column).click();
  await expect(boardCell(page, pick!.row, pick!.column)).toHaveAttribute('aria-selected', 'true');

  const cart = page.getByRole('region', { name: 'Your Cart' });
  const claim = cart.getByRole('button', { name: 'Claim Free Squares' });
  await claim.scrollIntoViewIfNeeded();
  await claim.dblclick();

  await expect(page.getByText(SQUARES_PURCHASED.title, { exact: true })).toBeVisible();
  await expect(boardCell(page, pick!.row, pick!.column)).toHaveAccessibleName(/owned by you$/);
  // Both clicks were handled before the first answer arrived: a second request would be counted here.
  expect(claims).toHaveLength(1);
  const toasts = await shownToasts();
  expect(toasts.filter((text) => text.includes(SQUARE_UNAVAILABLE.description))).toEqual([]);
  expect(toasts.filter((text) => text.includes(SQUARES_PURCHASED.title))).toHaveLength(1);
});
