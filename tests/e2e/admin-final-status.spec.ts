import { expect, test, type Page } from '@playwright/test';
import type { Pool } from '../../src/domain/schemas';
import { adminApi, scheduleOwnGame, signInAdmin } from './support/admin';

/**
 * The console's status selector: a change to a final status asks first, like Refund, and says what
 * happens (the refunds, and that it is for good); "Keep pool" leaves the pool as it was. Other changes,
 * and changes the rules refuse, go straight to the server.
 */
const HOME = 'Denver Broncos';
const AWAY = 'Las Vegas Raiders';

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: title });

test('cancelling a pool from the status selector asks first and names what happens; Keep pool changes nothing', async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const { pools } = await scheduleOwnGame(admin, { home: HOME, away: AWAY }, 104 * 60_000);
  const free = pools[0]!;
  const statusOf = async (pool: Pool) => ((await (await admin.get(`/api/pools/${pool.id}`)).json()) as Pool).status;

  await signInAdmin(page, baseURL!);
  await page.goto('/management?tab=pools');
  await page.getByLabel('Team or pool name').fill('Raiders');
  const row = page.getByRole('list', { name: 'Pools' }).getByRole('listitem').filter({ hasText: `${free.name}#${free.id}` });
  const status = row.getByLabel(/^Status of /);
  await expect(status).toHaveValue('open');

  // Cancelled: a confirmation naming the permanence and the money, though nobody has paid.
  await status.selectOption('cancelled');
  const dialog = page.getByRole('dialog', { name: `Cancel ${free.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${AWAY} @ ${HOME}. The pool is cancelled for good: nobody can join it again.`);
  await expect(dialog).toContainText('Nobody has paid into it, so no money moves.');
  await dialog.getByRole('button', { name: 'Keep pool' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue('open');
  expect(await statusOf(free)).toBe('open');

  // Confirmed, it is cancelled.
  await status.selectOption('cancelled');
  await page.getByRole('dialog', { name: `Cancel ${free.name}?` }).getByRole('button', { name: 'Cancel pool' }).click();
  await expect(toast(page, 'Pool updated successfully')).toBeVisible();
  await expect(status).toHaveValue('cancelled');
  expect(await statusOf(free)).toBe('cancelled');

  // A change the rules refuse asks nothing: the server's refusal says why.
  const five = pools[2]!;
  const fiveRow = page.getByRole('list', { name: 'Pools' }).getByRole('listitem').filter({ hasText: `${five.name}#${five.id}` });
  await fiveRow.getByLabel(/^Status of /).selectOption('completed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toast(page, 'Error')).toContainText('Cannot change this pool from open to completed');
  expect(await statusOf(five)).toBe('open');
  await admin.dispose();
});
