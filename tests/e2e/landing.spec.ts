import { expect, test, type Page } from '@playwright/test';

/** One tick of the landing demo is 240 ms; one loop (filling, numbers, playing, winner, reset) is 78 ticks. */
const TICK_MS = 240;

/** Installs the fake clock, loads the landing page and stops time, so only runFor() moves the demo. */
async function openWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Pause the simulation' })).toBeVisible();
  // Half a tick ahead of the page's clock. On a busy machine the page's clock can pass that moment
  // before pauseAt arrives ("Cannot fast-forward to the past"): then read it again and retry.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + TICK_MS / 2);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

test.describe('landing page demo board', () => {
  test('is labelled as a simulation and cycles: filling, numbers drawn, quarters, final winner, again @phone', async ({ page }) => {
    await openWithPausedClock(page);
    const demo = page.locator('figure').filter({ has: page.getByRole('img', { name: /Simulation of a squares pool, not a real game/ }) });
    await expect(demo).toBeVisible();
    await expect(demo.getByText('Simulation', { exact: true })).toBeVisible();
    await expect(demo.getByText('Simulated demo board')).toHaveCount(1);

    // Filling: squares are being claimed and every header digit is still '?'.
    await expect(demo.getByText(/^Players claiming squares · \d+\/100$/)).toBeVisible();
    await expect(demo.getByText('?', { exact: true })).toHaveCount(20);

    // After the filling phase the numbers are drawn: no '?' left in the headers.
    await page.clock.runFor(30 * TICK_MS);
    await expect(demo.getByText('?', { exact: true })).toHaveCount(0);

    // The game is played out to a final winner.
    await page.clock.runFor(35 * TICK_MS);
    await expect(demo.getByText(/^Final winner · [A-Z]{2} · \$225$/)).toBeVisible();

    // And it starts over.
    await page.clock.runFor(14 * TICK_MS);
    await expect(demo.getByText(/^Players claiming squares · \d+\/100$/)).toBeVisible();
    await expect(demo.getByText('?', { exact: true })).toHaveCount(20);
  });

  test('can be paused, and holds still while paused', async ({ page }) => {
    await openWithPausedClock(page);
    const pause = page.getByRole('button', { name: 'Pause the simulation' });
    await pause.click();
    const status = page.locator('figure figcaption');
    const before = await status.textContent();
    await page.clock.runFor(20 * TICK_MS);
    await expect(status).toHaveText(before ?? '');
    await page.getByRole('button', { name: 'Play the simulation' }).click();
    await page.clock.runFor(40 * TICK_MS);
    await expect(status).not.toHaveText(before ?? '');
  });

  test('shows the finished game as a still picture when motion is reduced', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const demo = page.locator('figure').filter({ hasText: 'Simulated demo board' });
    await expect(demo.getByText('Simulation', { exact: true })).toBeVisible();
    await expect(demo.getByText('?', { exact: true })).toHaveCount(0);
    await expect(demo.getByText(/^Final winner · /)).toBeVisible();
    await expect(page.getByRole('button', { name: /the simulation/ })).toHaveCount(0);
  });
});
