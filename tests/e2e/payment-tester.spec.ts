import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import type { Pool } from '../../src/domain/schemas';
import { expectNoSeriousA11yViolations } from './support/axe';

/** An open $25 pool whose game is at least two hours away and that nobody has bought into yet. */
async function untouchedTopTierPool(api: APIRequestContext): Promise<Pool> {
  const pools = (await (await api.get('/api/pools')).json()) as Pool[];
  const pool = pools
    .filter((p) => p.entryFeeCents === 2500 && p.status === 'open' && p.currentParticipants === 0 && p.held.length === 0)
    .filter((p) => Date.parse(p.game.gameDate) > Date.now() + 2 * 3600_000)
    .at(-1);
  if (!pool) throw new Error('the seed has no untouched open $25 pool');
  return pool;
}

/** A verified player who buys squares over the API (a separate request context: its own cookies). */
async function playerBuys(baseURL: string, poolId: number, squares: { row: number; column: number }[]) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const email = `e2e.refund.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  expect((await api.post('/api/auth/register', { data: { email, password: 'e2e-password-123', firstName: 'Robin', lastName: 'Refund' } })).status()).toBe(201);
  expect((await api.post('/api/verify-age', { data: { dateOfBirth: '1985-03-03', residenceState: 'CA', residenceCountry: 'US' } })).status()).toBe(200);
  const created = await api.post('/api/create-escrow-payment', { data: { amount: (25 * squares.length).toFixed(2), poolId, squares } });
  expect(created.status(), await created.text()).toBe(200);
  const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };
  const confirmed = await api.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(confirmed.status()).toBe(200);
  const purchase = await api.post('/api/purchase-squares', { data: { poolId, squares, paymentIntentId: intent.paymentIntentId } });
  expect(((await purchase.json()) as { outcome: string }).outcome).toBe('completed');
  await api.dispose();
}

test('an admin refunds an open pool from the payment tester: every entry back, the ledger shows it', async ({ page, baseURL, request }) => {
  test.slow();
  const pool = await untouchedTopTierPool(request);
  await playerBuys(baseURL!, pool.id, [{ row: 4, column: 4 }, { row: 4, column: 5 }]);
  await playerBuys(baseURL!, pool.id, [{ row: 6, column: 1 }]);
  const before = (await (await request.get(`/api/pools/${pool.id}`)).json()) as Pool;
  expect(before.escrow).toMatchObject({ collectedCents: 7500, authorizedCents: expect.any(Number) });

  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/payment-test');
  await page.getByLabel('Pool ID').fill(String(pool.id));
  await page.getByRole('button', { name: 'Load pool' }).click();
  // The ledger lists the two purchases before the refund.
  await expect(page.getByText(/:authorize|:captured/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'payment tester with a pool loaded');

  await page.getByRole('button', { name: 'Refund escrow' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund escrow?' });
  await expectNoSeriousA11yViolations(page, 'payment tester with the refund dialog open');
  await dialog.getByRole('button', { name: 'Refund escrow' }).click();
  await expect(page.getByText(/refunded/i).first()).toBeVisible();
  await expect(page.getByText(/:cancel|:refund/).first()).toBeVisible();

  await expect
    .poll(async () => {
      const after = (await (await request.get(`/api/pools/${pool.id}`)).json()) as Pool;
      return { status: after.status, refunded: after.escrow.refundedCents, collected: after.escrow.collectedCents };
    })
    .toEqual({ status: 'cancelled', refunded: 7500, collected: 7500 });
});
