import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test('a signed-in player verifies age and location for paid play @phone', async ({ page }) => {
  await page.goto('/test-registration');
  await page.getByLabel('First Name').fill('Drew');
  await page.getByLabel('Email').fill(`drew.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/age-verification');
  const dob = page.getByLabel('Date of Birth');
  await expect(dob).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
  await expectNoSeriousA11yViolations(page, 'age verification');
  await page.getByRole('combobox', { name: 'State of Residence' }).selectOption({ label: 'California' });
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });

  const tooYoung = new Date();
  tooYoung.setFullYear(tooYoung.getFullYear() - 17);
  await dob.fill(tooYoung.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Age Requirement Not Met', { exact: true })).toBeVisible();

  await dob.fill('1990-04-12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'age verification, verified');
});
