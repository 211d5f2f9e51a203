import { expect, test } from '@playwright/test';
import { adminApi, scheduleOwnGame } from './support/admin';
import { buySquaresWithTestCard, registerPayingPlayer } from './support/paying-players';
import { signIn } from './support/players';

/**
 * A refunded pool no longer counts the squares and the pot it gave back: My Pools shows what was
 * refunded (to everyone and to the player), the dashboard's tier says the pool was refunded, not
 * "1/100" squares taken, and the pool page's information shows the refund instead of a pot.
 */
test('after a refund, My Pools, the dashboard and the pool page show what was refunded, not what was sold', async ({ page, baseURL }) => {
  test.slow(); // a paid checkout, a refund and a sign-in through the issuer
  const admin = await adminApi(baseURL!);
  const { pools } = await scheduleOwnGame(admin, { home: 'Tennessee Titans', away: 'Jacksonville Jaguars' }, 106 * 60_000);
  const one = pools[1]!;
  const player = await registerPayingPlayer(baseURL!, '127.0.0.212', { firstName: 'Rhoda', lastName: 'Refunded' });
  await buySquaresWithTestCard(player, one, [{ row: 4, column: 6 }]);
  const refund = await admin.post(`/api/pools/${one.id}/refund`);
  expect(refund.status(), await refund.text()).toBe(200);

  await signIn(page, player);
  await page.goto('/my-pools');
  const card = page.getByTestId('joined-pool-card').filter({ hasText: one.name });
  await expect(card).toContainText('cancelled', { ignoreCase: true });
  const facts = card.locator('dl');
  await expect(facts).toContainText('Refunded$1.00');
  await expect(facts).toContainText('You got back$1.00');
  await expect(facts).not.toContainText('Total pot');
  await expect(card).toContainText('Your Squares: 1 refunded');
  await expect(card).not.toContainText('1/100');

  await page.goto('/');
  await page.getByRole('group', { name: 'League' }).getByRole('button', { name: 'NFL', exact: true }).click();
  const slot = page.getByTestId('tier-slot').filter({ has: page.locator(`a[href="/pool/${one.id}"]`) });
  await expect(slot).toContainText('CANCELLED');
  await expect(slot).toContainText(/Refunded|Refund pending/);
  await expect(slot).not.toContainText('1/100');

  // The pool's own page: its information card says what went back, not a pot.
  await page.goto(`/pool/${one.id}`);
  const info = page.getByRole('region', { name: 'Pool Information' });
  await expect(info.locator('dl')).toContainText('Refunded$1.00');
  await expect(info.locator('dl')).not.toContainText('Total pot');
  await admin.dispose();
});
