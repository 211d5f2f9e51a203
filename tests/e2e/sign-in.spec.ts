import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { createAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('signing in', () => {
  test('a player signs in from /login through the local issuer and sees their name in the avatar menu', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!, { firstName: 'Morgan', lastName: 'Avery' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In to Play' }).click();

    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByText('Local sign-in')).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Morgan Avery')).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard with the account menu open');
    await expect(page.getByRole('link', { name: 'Management' })).toHaveCount(0);
  });

  test('a wrong password stays on the local sign-in page with an error', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In to Play' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expectNoSeriousA11yViolations(page, "the issuer's sign-in form with an error");
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
  });

  test('an admin signs in at /admin-login and sees the Management link', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByText(E2E_ADMIN.password)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'admin sign-in page');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: /Admin/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Management' })).toBeVisible();
  });

  test('registering on /test-registration signs the new player in', async ({ page }) => {
    await page.goto('/test-registration');
    await page.getByLabel('First Name').fill('Casey');
    await page.getByLabel('Last Name').fill('Jordan');
    await page.getByLabel('Email').fill(`casey.${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'test registration with an error');
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Welcome to Squares!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
