import { expect, type Page } from '@playwright/test';
import { boardCell } from './players';

/** Age and location verified through /age-verification, as a player does before a paid purchase. */
export async function verifyAgeAndLocation(page: Page) {
  await page.goto('/age-verification');
  await page.getByRole('combobox', { name: 'State of Residence' }).selectOption({ label: 'California' });
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
  await page.getByLabel('Date of Birth').fill('1988-06-02');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification Complete', { exact: true })).toBeVisible();
}

/** Fills the sandbox card form on /checkout and pays `amount` (e.g. '15.00'). */
export async function payWith(page: Page, cardNumber: string, amount: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2034');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: new RegExp(`^Pay \\$${amount.replace('.', '\\.')}`) }).click();
}

/** Picks `squares` on the pool page and proceeds to /checkout for `amount`. */
export async function chooseAndCheckOut(page: Page, poolId: number, squares: { row: number; column: number }[], amount: string) {
  await page.goto(`/pool/${poolId}`);
  for (const s of squares) {
    await boardCell(page, s.row, s.column).click();
    await expect(boardCell(page, s.row, s.column)).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?poolId=${poolId}&squares=.+&amount=${amount.replace('.', '\\.')}`));
  await expect(page.getByLabel('Card number')).toBeVisible();
}
