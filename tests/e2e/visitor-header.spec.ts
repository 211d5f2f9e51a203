import { expect, test } from '@playwright/test';

/**
 * Spec section 2: signed out, the top bar shows Sign In and Get Started, both going to /login, on every
 * screen: the phone in hand (the project's own viewport), the common phones (390 and 360 pixels wide)
 * and the smallest still in use (320), without the bar scrolling sideways.
 */
const PHONE_WIDTHS = [390, 360, 320];

test('a visitor sees Sign In and Get Started in the top bar, on a laptop and on every phone width @phone', async ({ page }) => {
  const own = page.viewportSize()!;
  for (const width of [own.width, ...PHONE_WIDTHS]) {
    await page.setViewportSize({ width, height: own.height });
    await page.goto('/how-to-play');
    const bar = page.getByRole('banner');
    for (const name of ['Sign In', 'Get Started']) {
      const link = bar.getByRole('link', { name, exact: true });
      await expect(link, `${name} at ${width}px`).toBeVisible();
      await expect(link).toHaveAttribute('href', '/login');
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, `${name} inside the screen at ${width}px`).toBeLessThanOrEqual(width);
    }
    await expect(bar.getByRole('link', { name: 'Squares home' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `sideways at ${width}px`).toBe(0);
  }
});
