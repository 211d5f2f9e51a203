import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { SQUARES_PURCHASED } from '../../src/domain/messages';
import type { Pool, Square } from '../../src/domain/schemas';
import { boardCell, claimFreeSquaresByApi, freeSquares, registerInPage, upcomingFreePools } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';
import { settledBox } from './support/settled-box';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The open toast (the Toaster shows at most one). */
const openToast = (page: Page) => page.locator('ol[data-placement] > li[data-state="open"]');

/**
 * The toast and the button are both on screen and do not overlap; and the button sits where a toast at
 * the bottom would be, so the toaster had to move out of its way (else the check would prove little).
 */
async function expectToastBesides(page: Page, button: Locator, { atBottom }: { atBottom: boolean }) {
  const toast = openToast(page);
  await expect(toast).toBeVisible();
  await expect(button).toBeInViewport();
  // Past the entry animation and the placement check of the next frames.
  const toastBox = await settledBox(toast);
  const buttonBox = (await button.boundingBox())!;
  expect(overlaps(toastBox, buttonBox), `toast ${JSON.stringify(toastBox)} over button ${JSON.stringify(buttonBox)}`).toBe(false);
  if (atBottom) {
    const windowHeight = page.viewportSize()!.height;
    expect(buttonBox.y + buttonBox.height).toBeGreaterThan(windowHeight - 16 - toastBox.height);
  }
}

/** A pool for this spec: the second last of the slate (the pool page test takes the last, the locked pool test the middle). */
async function poolForToasts(page: Page): Promise<Pool> {
  const pools = await upcomingFreePools(page.request);
  const pool = pools.at(-2);
  if (!pool) throw new Error('the seed has too few open free pools with a game at least two hours away');
  return pool;
}

test.describe('toasts never cover the claim button', () => {
  test.describe('at 1280x800', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('with the claim button at the bottom of the window, toasts go elsewhere', async ({ page, baseURL }) => {
      await registerInPage(page, baseURL!, 'Toaster');
      const pool = await poolForToasts(page);
      // The player owns one square on the top row, so clicking it raises a toast without moving anything.
      const taken = new Set(((await (await page.request.get(`/api/pools/${pool.id}/squares`)).json()) as Square[]).map((s) => `${s.row},${s.column}`));
      const owned = Array.from({ length: 100 }, (_, i) => ({ row: Math.floor(i / 10), column: i % 10 })).find((s) => !taken.has(`${s.row},${s.column}`))!;
      const claim = await page.request.post(`/api/pools/${pool.id}/squares`, { data: owned, headers: { origin: baseURL! } });
      expect(claim.status(), await claim.text()).toBe(201);

      await page.goto(`/pool/${pool.id}`);
      await expect(page.getByRole('grid')).toBeVisible();
      for (const { row, column } of await freeSquares(page, 3)) await boardCell(page, row, column).click();
      const claimButton = page.getByRole('region', { name: 'Your Cart' }).getByRole('button', { name: 'Claim Free Squares' });
      await expect(claimButton).toBeEnabled();

      // Scroll the claim button to the bottom of the window, where toasts used to appear on it.
      await page.evaluate(() => {
        const button = document.querySelector('#cart [data-primary-action]');
        if (button) window.scrollBy(0, button.getBoundingClientRect().bottom - (window.innerHeight - 24));
      });
      await expect(openToast(page)).toHaveCount(0, { timeout: 7_000 });
      const mine = boardCell(page, owned.row, owned.column);
      await expect(mine).toBeInViewport();
      const box = (await mine.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(openToast(page)).toContainText('Square Unavailable');
      await expectToastBesides(page, claimButton, { atBottom: true });

      // The claim's own toast keeps off the button too.
      await claimButton.click();
      await expect(page.getByText(SQUARES_PURCHASED.description(3), { exact: true })).toBeVisible();
      await expectToastBesides(page, claimButton, { atBottom: false });
    });
  });

  test.describe('on a phone', () => {
    // Pixel 7 emulation in whichever project runs this (a browser type cannot be chosen per test).
    const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
    test.use(pixel7);

    test('the toast stays off the cart bar at the bottom of the screen', async ({ page, baseURL }) => {
      await registerInPage(page, baseURL!, 'Thumb');
      const pool = await poolForToasts(page);
      // A square of the player's own: tapping it raises a toast that stays its full time (a pick's is brief).
      const [owned] = await claimFreeSquaresByApi(page.request, pool.id, 1, { origin: baseURL! });
      await page.goto(`/pool/${pool.id}`);
      await expect(page.getByRole('grid')).toBeVisible();
      const [first, second] = await freeSquares(page, 2);
      await boardCell(page, first!.row, first!.column).click();
      await boardCell(page, second!.row, second!.column).click();
      await expect(openToast(page)).toContainText('Square Selected');
      await boardCell(page, owned!.row, owned!.column).click();
      await expect(openToast(page)).toContainText('Square Unavailable');

      // The cart is below the board: the bar with its claim button is at the bottom of the screen.
      const barButton = page.getByRole('button', { name: 'Claim Free Squares' }).filter({ hasText: /^Claim Squares$/ });
      await expect(barButton).toHaveCount(1);
      await expectToastBesides(page, barButton, { atBottom: true });
      await expectNoSeriousA11yViolations(page, 'pool page at phone width with the cart bar');
    });
  });
});
