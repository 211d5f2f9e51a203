import { expect, test } from '@playwright/test';
import { signInAdmin } from './support/admin';
import type { Pool } from '../../src/domain/schemas';

/**
 * Two first-hour details: the create-game form gives a chosen team its own colours (as the seeded games
 * have them), not the default blue and red; and a free pool's rules, played for fun, list no house fee.
 */
test("choosing a team in the game form brings the team's colours", async ({ page, baseURL }) => {
  await signInAdmin(page, baseURL!);
  await page.goto('/management?tab=games');
  const form = page.getByRole('form', { name: 'Create Game' });
  await expect(form.getByLabel('Home Team Color')).toHaveValue('#1d4ed8');
  await expect(form.getByLabel('Away Team Color')).toHaveValue('#dc2626');

  await form.getByLabel('Home Team', { exact: true }).selectOption('Kansas City Chiefs');
  await expect(form.getByLabel('Home Team Color')).toHaveValue('#e31837');
  await expect(form.getByLabel('Away Team Color')).toHaveValue('#dc2626');
  await form.getByLabel('Away Team', { exact: true }).selectOption('Buffalo Bills');
  await expect(form.getByLabel('Away Team Color')).toHaveValue('#00338d');

  // Two teams in the same blue: the away team wears its second colour, so the board tells them apart.
  await form.getByLabel('Home Team', { exact: true }).selectOption('Dallas Cowboys');
  await form.getByLabel('Away Team', { exact: true }).selectOption('Los Angeles Rams');
  await expect(form.getByLabel('Home Team Color')).toHaveValue('#003594');
  await expect(form.getByLabel('Away Team Color')).toHaveValue('#ffa300');
});

test("a free pool's rules list no house fee; a paid pool's still do", async ({ page }) => {
  const pools = (await (await page.request.get('/api/pools')).json()) as Pool[];
  const free = pools.find((p) => p.entryFeeCents === 0 && !p.isPrivate)!;
  const paid = pools.find((p) => p.entryFeeCents === 500 && !p.isPrivate)!;

  await page.goto(`/pool/${free.id}`);
  const rules = page.getByRole('region', { name: 'Rules & Payouts' });
  await expect(rules).toContainText('Free pool: played for fun, no cash prizes.');
  await expect(rules).not.toContainText('House fee');

  await page.goto(`/pool/${paid.id}`);
  await expect(page.getByRole('region', { name: 'Rules & Payouts' })).toContainText('House fee: 10% of the pot');
});
