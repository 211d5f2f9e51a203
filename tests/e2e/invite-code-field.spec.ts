import { expect, test, type Page } from '@playwright/test';
import type { Game } from '../../src/domain/schemas';
import { registerPayingPlayer, type PayingPlayer } from './support/paying-players';
import { signIn } from './support/players';

/**
 * An invite code read out or texted by the organizer can be typed in: "Have an invite code?" on the
 * dashboard and on My Pools takes it in any case, with spaces or without dashes (as POST /api/pools/join
 * does), joins the pool and opens it. Something that cannot be a code is refused on the spot.
 */

/** A private free pool of `organizer`'s on a game three hours away; answers its id and invite code. */
async function privatePool(organizer: PayingPlayer, name: string): Promise<{ id: number; inviteCode: string }> {
  const games = (await (await organizer.api.get('/api/games')).json()) as Game[];
  const game = games.find((g) => g.status === 'scheduled' && Date.parse(g.gameDate) > Date.now() + 3 * 3600_000);
  if (!game) throw new Error('the seed has no game three hours away');
  const created = await organizer.api.post('/api/pools/private', {
    data: { gameId: game.id, name, entryFee: 0, maxSquaresPerPlayer: 5, inviteEmails: [], collection: 'organizer' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { pool, inviteCode } = (await created.json()) as { pool: { id: number }; inviteCode: string };
  return { id: pool.id, inviteCode };
}

/** The field fits the screen: nothing of it is cut off or scrolls the page sideways. */
async function expectFieldFits(page: Page) {
  const form = page.getByRole('form', { name: 'Have an invite code?' });
  await form.scrollIntoViewIfNeeded();
  const width = page.viewportSize()!.width;
  for (const part of [form.getByRole('textbox', { name: 'Have an invite code?' }), form.getByRole('button', { name: 'Join' })]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a player types an invite code on the dashboard and on My Pools, in any case, with spaces or no dashes @phone', async ({ page, baseURL }) => {
  test.slow(); // two players, two pools, a sign-in through the issuer
  const organizer = await registerPayingPlayer(baseURL!, '127.0.0.210', { firstName: 'Olive', lastName: 'Organizer' });
  const player = await registerPayingPlayer(baseURL!, '127.0.0.211', { firstName: 'Cody', lastName: 'Typist' });
  const first = await privatePool(organizer, 'Typed Code Pool');
  const second = await privatePool(organizer, 'Second Code Pool');

  await signIn(page, player);
  const field = page.getByRole('form', { name: 'Have an invite code?' });
  const code = field.getByRole('textbox', { name: 'Have an invite code?' });
  await expect(code).toBeVisible();
  await expectFieldFits(page);

  // Not a code: said at once, and nobody is asked.
  await code.fill('NOT-A-CODE');
  await field.getByRole('button', { name: 'Join' }).click();
  await expect(field).toContainText("That isn't an invite code");
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  // Lower case, spaces for dashes: the player joins and lands on the pool.
  await code.fill(`  ${first.inviteCode.toLowerCase().replaceAll('-', ' ')} `);
  await code.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pool/${first.id}$`));
  await expect(page.getByText('Welcome to the pool', { exact: true })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();

  // My Pools has the field too: no dashes at all.
  await page.goto('/my-pools');
  await expect(page.getByTestId('joined-pool-card').filter({ hasText: 'Typed Code Pool' })).toBeVisible();
  await expectFieldFits(page);
  await code.fill(second.inviteCode.replaceAll('-', '').toLowerCase());
  await field.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/pool/${second.id}$`));
  await expect(page.getByText('Welcome to the pool', { exact: true })).toBeVisible();
  const mine = (await (await player.api.get('/api/user-pools')).json()) as { id: number }[];
  expect(mine.map((p) => p.id)).toEqual(expect.arrayContaining([first.id, second.id]));
});
