import { expect, test, type Locator, type Page } from '@playwright/test';
import { MAX_SQUARES, SQUARE_DESELECTED, SQUARE_SELECTED } from '../../src/domain/messages';
import type { Pool } from '../../src/domain/schemas';
import { registerPayingPlayer } from './support/paying-players';
import { boardCell, freeSquares, registerInPage, upcomingFreePools } from './support/players';
import { afterRequestsSettle } from './support/requests-settled';
import { settledBox } from './support/settled-box';

/**
 * The smallest phones still in use are 320 CSS pixels wide (iPhone SE, first generation) and many
 * Androids 360: on them, and on a laptop, no page scrolls sideways, signed out (the top bar's two buttons
 * once did, on every page) or signed in (the simulation's two buttons once did, and the organizer's
 * invite link pushed its card past the screen at every width).
 */
const WIDTHS = [320, 360, 1280];

/** How far the page reaches past the screen's right edge, once its heading and deferred parts are in. */
async function sidewaysOverflow(page: Page, path: string, signedIn: boolean): Promise<number> {
  await afterRequestsSettle(page, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The signed-in menus load just after the first paint; the page's data as it comes.
    if (signedIn) await page.locator('header nav[aria-label="Main"]').waitFor({ state: 'attached' });
  });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function expectNoOverflow(page: Page, paths: string[], { signedIn }: { signedIn: boolean }) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) expect(await sidewaysOverflow(page, path, signedIn), `${path} at ${width}px`).toBe(0);
  }
}

const EVERYONE = (poolId: number) => ['/', '/login', '/how-to-play', '/dashboard', `/pool/${poolId}`, `/pools/${poolId}/print`, '/simulation'];

test('no page scrolls sideways on a 320 or 360 pixel phone or a laptop, signed out', async ({ page }) => {
  test.slow(); // seven pages at three widths
  const pool = (await upcomingFreePools(page.request)).at(0)!;
  await expectNoOverflow(page, EVERYONE(pool.id), { signedIn: false });
});

test('no page scrolls sideways on a 320 or 360 pixel phone or a laptop, signed in with a pool of their own', async ({ page, baseURL }) => {
  test.slow(); // a dozen pages at three widths
  const pool = (await upcomingFreePools(page.request)).at(0)!;
  await registerInPage(page, baseURL!, 'Narrow');
  // A private pool of the player's own: its page carries the organizer's panel with the invite link.
  const created = await page.request.post('/api/pools/private', {
    data: { gameId: pool.game.id, name: 'Narrow Screens Pool', entryFee: 0, maxSquaresPerPlayer: 10, inviteEmails: [], collection: 'organizer' },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const own = ((await created.json()) as { pool: { id: number } }).pool.id;
  await expectNoOverflow(page, [...EVERYONE(pool.id), '/my-pools', '/activity', '/create-private-pool', '/account', '/settings', `/pool/${own}`], { signedIn: true });
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on screen`);
  return box;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** An open $5 public pool two hours away or more: the first such (the paid checkout test takes the last). */
async function paidPool(page: Page): Promise<Pool> {
  const pools = (await (await page.request.get('/api/pools')).json()) as Pool[];
  const pool = pools.find(
    (p) => p.entryFeeCents === 500 && !p.isPrivate && p.status === 'open' && p.game.status === 'scheduled' && Date.parse(p.game.gameDate) > Date.now() + 2 * 3600_000,
  );
  if (!pool) throw new Error('the seed has no open $5 pool two hours away');
  return pool;
}

/**
 * On a phone a toast belongs low on the screen, above the cart bar: at the top it covered the pool's
 * title and the menu, and over the bar it hid the buy button. Picking squares raises a toast per tap, so
 * those are brief, and they do not follow the player to checkout.
 */
test('phones: toasts sit low, above the cart bar and off the title and header; selection toasts are brief and stay behind @phone', async ({ page, baseURL }, testInfo) => {
  test.slow(); // a registration, two waits for toasts to go, a checkout
  if (testInfo.project.name !== 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const player = await registerPayingPlayer(baseURL!, testInfo.project.name === 'phone' ? '127.0.0.151' : '127.0.0.150', { firstName: 'Pocket', lastName: 'Player' });
  const verified = await player.api.post('/api/verify-age', { data: { dateOfBirth: '1985-03-03', residenceState: 'CA', residenceCountry: 'US' } });
  expect(verified.status(), await verified.text()).toBe(200);
  await page.context().addCookies((await player.api.storageState()).cookies);
  const pool = await paidPool(page);
  await page.goto(`/pool/${pool.id}`);
  await expect(page.getByRole('grid')).toBeVisible();
  const picks = await freeSquares(page, pool.maxSquaresPerPlayer + 1);
  const toast = page.locator('ol[data-placement] > li[data-state="open"]');
  // A full cart, then one more: the limit's toast stays on screen long enough to be measured (a
  // selection toast is brief, and scrolling back up on a loaded machine can outlast it).
  for (const pick of picks) await boardCell(page, pick.row, pick.column).click();
  await expect(toast).toContainText(MAX_SQUARES.title);
  // Back at the top of the page, with the title on screen, and the cart bar at the bottom.
  await page.evaluate(() => window.scrollTo(0, 0));
  const title = page.getByRole('heading', { level: 1, name: pool.name });
  await expect(title).toBeInViewport();
  const bar = page.getByText('View cart').locator('xpath=ancestor::div[contains(@class, "fixed")][1]');
  await expect(bar).toBeInViewport();
  // Past the entry animation and the placement check of the next frames.
  const toastBox = await settledBox(toast);
  const windowHeight = page.viewportSize()!.height;
  for (const [name, locator] of [['the title', title], ['the header', page.locator('header').first()], ['the cart bar', bar]] as const) {
    const box = await boxOf(locator);
    expect(overlaps(toastBox, box), `toast ${JSON.stringify(toastBox)} over ${name} ${JSON.stringify(box)}`).toBe(false);
  }
  expect(toastBox.y, 'the toast sits in the lower half of the screen').toBeGreaterThanOrEqual(windowHeight / 2);
  expect(toastBox.y + toastBox.height, 'above the cart bar').toBeLessThanOrEqual((await boxOf(bar)).y);

  // A selection toast is brief: gone within about two and a half seconds of the tap.
  const [first] = picks;
  await boardCell(page, first!.row, first!.column).click();
  const raisedAt = Date.now();
  await expect(toast).toContainText(SQUARE_DESELECTED);
  await expect(toast).toBeHidden({ timeout: Math.max(100, 2_500 - (Date.now() - raisedAt)) });

  // Another pick, then straight to checkout: its toast stays behind on the pool page.
  await boardCell(page, first!.row, first!.column).click();
  await expect(toast).toContainText(SQUARE_SELECTED);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).filter({ hasText: /^Checkout$/ }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByText(SQUARE_SELECTED, { exact: true })).toBeHidden({ timeout: 300 });
  await player.api.dispose();
});
