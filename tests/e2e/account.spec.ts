import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts';
import { signIn } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('profile and settings', () => {
  test('a player opens Profile and Settings from the avatar menu, keeps a saved choice, and signs out everywhere', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two sign-ins through the issuer
    const account = await createAccount(baseURL!, { firstName: 'Jordan', lastName: 'Settles' });
    await signIn(page, account);
    // The same player on another device: a browser context (cookie jar) of its own, signed in too.
    const otherDevice = await browser.newContext({ baseURL: baseURL! });
    const phone = await otherDevice.newPage();
    await signIn(phone, account);

    // Profile, from the avatar menu.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jordan Settles' })).toBeVisible();
    const details = page.locator('dl');
    await expect(details.getByText(account.email)).toBeVisible();
    await expect(details.getByText('Not verified')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify age & location' })).toHaveAttribute('href', '/age-verification');
    await expectNoSeriousA11yViolations(page, 'profile');

    // Settings, from the avatar menu: the defaults, then a change that is saved and survives a reload.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const productNews = page.getByRole('checkbox', { name: 'Product news' });
    const reminders = page.getByRole('checkbox', { name: 'Game reminders' });
    await expect(productNews).not.toBeChecked();
    await expect(reminders).toBeChecked();
    await productNews.check();
    await reminders.uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail choices are saved.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings, saved');

    await page.reload();
    await expect(productNews).toBeChecked();
    await expect(reminders).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Pool results and winnings' })).toBeChecked();

    // Sign out everywhere, from Profile: this browser lands on the landing page signed out ...
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expectNoSeriousA11yViolations(page, 'profile with the sign-out-everywhere dialog open');
    await dialog.getByRole('button', { name: 'Sign out on all devices' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    // ... and so does the other device at its next page load.
    await phone.goto('/settings');
    await expect(phone.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(phone.getByText('Please sign in to change your settings.')).toBeVisible();
    await otherDevice.close();
  });

  test('a visitor opening /profile or /settings is asked to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByText('Please sign in to view your profile.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile, signed out');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/login');
  });
});
