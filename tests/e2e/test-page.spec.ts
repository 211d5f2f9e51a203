import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';

test('/test: the button times a real round trip to the server and lists the answer', async ({ page, baseURL }) => {
  const login = await page.request.post('/api/admin/login', { data: E2E_ADMIN, headers: { origin: baseURL! } });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/test');
  await expect(page.getByText(/asks the server whether it is ready \(GET \/readyz/)).toBeVisible();
  const ready = page.waitForResponse((response) => response.url().endsWith('/readyz') && response.status() === 200);
  await page.getByRole('button', { name: 'Check the server' }).click();
  await ready;
  const check = page.getByTestId('server-check');
  await expect(check).toHaveCount(1);
  await expect(check).toContainText('Ready');
  await expect(check).toContainText(/\d+ ms/);
  await expect(check).toContainText('The server and its database are answering.');
  await page.getByRole('button', { name: 'Check the server' }).click();
  await expect(check).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'the /test page with two checks');
});
