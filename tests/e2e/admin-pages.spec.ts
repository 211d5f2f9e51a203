import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { registerInPage } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Every admin page, with its heading for an admin and the sentence a player gets instead. */
const ADMIN_PAGES = [
  { path: '/management', heading: 'Management Console', denied: "You don't have permission to access the management console." },
  { path: '/week-management', heading: 'Week Management', denied: "You don't have permission to access week management." },
  { path: '/payment-test', heading: 'Payment Test', denied: "You don't have permission to access the payment tester." },
  { path: '/score-feed-test', heading: 'Score Feed Test', denied: "You don't have permission to access the score feed tester." },
  { path: '/test', heading: 'Test', denied: "You don't have permission to access the test page." },
];

test.describe('admin pages', () => {
  test("a player gets 'Access Denied' on every admin page, also when arriving by client-side navigation", async ({ page, baseURL }) => {
    await registerInPage(page, baseURL!, 'Nosy');
    for (const { path, heading, denied } of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Access Denied');
      await expect(page.getByText(denied, { exact: true }), path).toBeVisible();
      if (path === '/management') await expectNoSeriousA11yViolations(page, 'Access Denied page');
      await expect(page.getByRole('heading', { name: heading, exact: true }), path).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
    }
    // No admin links for a player, and the page itself is not shown after an in-app navigation either.
    await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/payment-test');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  });

  test('a signed-out visitor gets the 404 page on every admin page (no admin route for visitors)', async ({ page }) => {
    for (const { path, heading } of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('404 Page Not Found');
      await expect(page.getByRole('heading', { name: heading, exact: true }), path).toHaveCount(0);
    }
  });

  test('an admin sees every admin page', async ({ page, baseURL }) => {
    const login = await page.request.post('/api/admin/login', { data: E2E_ADMIN, headers: { origin: baseURL! } });
    expect(login.status(), await login.text()).toBe(200);
    for (const { path, heading } of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByText('Access Denied')).toHaveCount(0);
    }
  });
});
