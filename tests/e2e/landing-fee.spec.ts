import { expect, test, type Page } from '@playwright/test';
import { upcomingFreePools } from './support/players';

/**
 * The landing page's fee disclosure reads "10%" however the visitor got there: on a fresh load, and
 * after a pool page's code has loaded first (/pool/abc sends visitors home; a real pool's Home link).
 */
async function expectTenPercentFee(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('10% house fee', { exact: true })).toBeVisible();
  await expect(page.getByText(/^A 10% house fee comes off the pot\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: '10% house fee, disclosed up front' })).toBeVisible();
  await expect(page.getByText('One fee, shown before you buy: 10% of the pot. Everything else goes to the winners.')).toBeVisible();
  await expect(page.getByText(/NaN/)).toHaveCount(0);
}

test('the landing page says 10% house fee after a visitor has opened a pool page @phone', async ({ page }) => {
  await page.goto('/');
  await expectTenPercentFee(page);

  await page.goto('/pool/abc');
  await expectTenPercentFee(page);

  const pool = (await upcomingFreePools(page.request)).at(0)!;
  await page.goto(`/pool/${pool.id}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expectTenPercentFee(page);
});
