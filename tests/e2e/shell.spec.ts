import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('site shell', () => {
  test('the landing page renders for a visitor @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/login');
    await expect(page.getByText(/simulation/i).first()).toBeVisible();
    await expect(page).toHaveTitle(/Squares/);
    await expectNoSeriousA11yViolations(page, 'landing page, signed out');
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '404 page');
  });

  test('the sign-in page offers the identity provider', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In to Play' })).toBeVisible();
    await expect(page.getByText(/registered automatically/i)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-in page');
  });

  test('a pool id that does not exist gives 404 from the API', async ({ request }) => {
    const response = await request.get('/api/pools/987654');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'Pool 987654 not found', code: 'not_found', requestId: expect.any(String) });
    const bad = await request.get('/api/pools/abc');
    expect(bad.status()).toBe(400);
  });

  test('the API lists the seeded leagues first, by id', async ({ request }) => {
    const leagues = (await (await request.get('/api/leagues')).json()) as { name: string }[];
    // The management console spec adds a league of its own after them.
    expect(leagues.map((l) => l.name).slice(0, 3)).toEqual(['NFL', 'NBA', 'NCAAF']);
  });
});
