import { expect, test, type Page } from '@playwright/test';
import { registerInPage, upcomingFreePools } from './support/players';

/**
 * The smallest phones still in use are 320 CSS pixels wide (iPhone SE, first generation) and many
 * Androids 360: on them, and on a laptop, no page scrolls sideways, signed out (the top bar's two buttons
 * once did, on every page) or signed in (the simulation's two buttons once did, and the organizer's
 * invite link pushed its card past the screen at every width).
 */
const WIDTHS = [320, 360, 1280];

/** How far the page reaches past the screen's right edge, once its heading and deferred parts are in. */
async function sidewaysOverflow(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The signed-in menus and other deferred parts load just after the first paint.
  await page.waitForTimeout(400);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function expectNoOverflow(page: Page, paths: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) expect(await sidewaysOverflow(page, path), `${path} at ${width}px`).toBe(0);
  }
}

test('no page scrolls sideways on a 320 or 360 pixel phone or a laptop, signed out or in', async ({ browser, baseURL }) => {
  test.slow(); // a dozen pages, twice each, two ways
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const pool = (await upcomingFreePools(page.request)).at(0)!;
  const everyone = ['/', '/login', '/how-to-play', '/dashboard', `/pool/${pool.id}`, `/pools/${pool.id}/print`, '/simulation'];
  await expectNoOverflow(page, everyone);

  await registerInPage(page, baseURL!, 'Narrow');
  // A private pool of the player's own: its page carries the organizer's panel with the invite link.
  const created = await page.request.post('/api/pools/private', {
    data: { gameId: pool.game.id, name: 'Narrow Screens Pool', entryFee: 0, maxSquaresPerPlayer: 10, inviteEmails: [], collection: 'organizer' },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const own = ((await created.json()) as { pool: { id: number } }).pool.id;
  await expectNoOverflow(page, [...everyone, '/my-pools', '/create-private-pool', '/account', `/pool/${own}`]);
  await context.close();
});
