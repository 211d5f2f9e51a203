import { expect, test, type Browser } from '@playwright/test';
import type { Game } from '../../src/domain/schemas';
import { LINK_COPIED } from '../../src/domain/messages';
import { registerPayingPlayer, type PayingPlayer } from './support/paying-players';
import { signIn, upcomingFreePools } from './support/players';

/**
 * Spec section 2: Share copies the pool's link. A private pool's page opens only for its members, so
 * its Share copies the invite link, /join/{code}, for the organizer and members alike, and whoever
 * opens that link is invited in. A public pool's Share still copies its page.
 */

/** Clicks Share on a pool page as `player` and answers what it copied (the browser has no share sheet). */
async function sharedLink(browser: Browser, baseURL: string, player: PayingPlayer, poolId: number): Promise<string> {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  await signIn(page, player);
  await page.goto(`/pool/${poolId}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText(LINK_COPIED, { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await context.close();
  return copied;
}

test('Share on a private pool copies its invite link, for the organizer and for a member @phone', async ({ browser, baseURL }) => {
  test.slow(); // two players sign in through the issuer
  const organizer = await registerPayingPlayer(baseURL!, '127.0.0.92', { firstName: 'Sharon', lastName: 'Organizer' });
  const member = await registerPayingPlayer(baseURL!, '127.0.0.93', { firstName: 'Miles', lastName: 'Member' });
  const games = (await (await organizer.api.get('/api/games')).json()) as Game[];
  const game = games.find((g) => g.status === 'scheduled' && Date.parse(g.gameDate) > Date.now() + 3 * 3600_000);
  if (!game) throw new Error('the seed has no game three hours away');
  const created = await organizer.api.post('/api/pools/private', {
    data: { gameId: game.id, name: 'Share Night Pool', entryFee: 0, maxSquaresPerPlayer: 5, inviteEmails: [], collection: 'organizer' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { pool, inviteCode } = (await created.json()) as { pool: { id: number }; inviteCode: string };
  expect((await member.api.post('/api/pools/join', { data: { inviteCode } })).status()).toBe(200);
  const joinLink = `${baseURL}/join/${inviteCode}`;

  expect(await sharedLink(browser, baseURL!, organizer, pool.id)).toBe(joinLink);
  expect(await sharedLink(browser, baseURL!, member, pool.id)).toBe(joinLink);

  // The link works for the people it is sent to: it invites them in.
  const invitee = await browser.newContext({ baseURL });
  const page = await invitee.newPage();
  await page.goto(joinLink);
  await expect(page.getByRole('heading', { name: "You've been invited to a private pool" })).toBeVisible();
  await invitee.close();

  // A public pool's Share is still its page.
  const publicPool = (await upcomingFreePools(member.api)).at(0)!;
  expect(await sharedLink(browser, baseURL!, member, publicPool.id)).toBe(`${baseURL}/pool/${publicPool.id}`);
});
