import { expect, request, test, type Browser, type Page } from '@playwright/test';
import type { Game, Pool } from '../../src/domain/schemas';
import { E2E_ADMIN } from '../../playwright.config';
import { chooseAndCheckOut, payWith, verifyAgeAndLocation } from './support/checkout';
import { linkIn, waitForMail } from './support/mailbox';
import { registerPayingPlayer, type PayingPlayer } from './support/paying-players';
import { boardCell, freeSquares, signIn } from './support/players';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Private pools as people use them: made in the form, shared by e-mail over real SMTP (the
 * test server playwright.config.ts starts), joined from the e-mailed link by someone signed out, bought
 * into with a test card; invisible to everyone else. Then a pool whose organizer collects the money.
 * Accounts register from loopback addresses of their own (the per-address registration limit).
 */

/** A scheduled game at least three hours away, as the form's game list offers it. */
async function upcomingGame(page: Page): Promise<Game> {
  const games = (await (await page.request.get('/api/games')).json()) as Game[];
  const later = Date.now() + 3 * 3600_000;
  const game = games.filter((g) => g.status === 'scheduled' && Date.parse(g.gameDate) > later).sort((a, b) => Date.parse(a.gameDate) - Date.parse(b.gameDate))[0];
  if (!game) throw new Error('the seed has no game three hours away');
  return game;
}

async function signedInPage(browser: Browser, player: PayingPlayer): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, player);
  return page;
}

test('a $5 private pool: two invitations e-mailed, an invitee joins from the link and buys; a stranger finds nothing', async ({ browser, page, baseURL }) => {
  test.slow(); // three people, two sign-ins through the issuer, a verification and a checkout
  const creator = await registerPayingPlayer(baseURL!, '127.0.0.60', { firstName: 'Olivia', lastName: 'Organizer' });
  const invitee = await registerPayingPlayer(baseURL!, '127.0.0.61', { firstName: 'Ivy', lastName: 'Invitee' });
  const stranger = await registerPayingPlayer(baseURL!, '127.0.0.62', { firstName: 'Sam', lastName: 'Stranger' });
  const secondInvitee = `second.invitee.${Date.now().toString(36)}@example.com`;

  // The creator fills in the form: game, name, the default $5 fee and 5 squares, two invitees.
  await signIn(page, creator);
  const game = await upcomingGame(page);
  await page.goto('/create-private-pool');
  await page.getByLabel('Game', { exact: true }).selectOption(String(game.id));
  await page.getByLabel('Pool name', { exact: true }).fill('Family Squares Night');
  await expect(page.getByLabel('Entry fee per square', { exact: true })).toHaveValue('5');
  await expectNoSeriousA11yViolations(page, 'create a private pool');
  for (const email of [invitee.email, secondInvitee]) {
    await page.getByLabel('Invite by e-mail').fill(email);
    await page.getByRole('button', { name: 'Add' }).click();
  }
  await page.getByRole('button', { name: 'Create Pool' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pool Created' })).toBeVisible();
  const inviteCode = (await page.getByRole('status', { name: 'Invite code' }).textContent())!.trim();
  await expect(page.getByRole('list', { name: 'Invitations sent to' })).toContainText(secondInvitee);
  await expectNoSeriousA11yViolations(page, 'private pool created');
  await page.getByRole('link', { name: 'View Pool' }).click();
  await expect(page).toHaveURL(/\/pool\/\d+$/);
  const poolId = Number(/\/pool\/(\d+)$/.exec(page.url())![1]);

  // Both invitations arrive over SMTP with the join link, under a fixed Subject: the organizer's
  // name and pool name are in the body, quoted as theirs.
  const subject = /^You're invited to a private squares pool on Squares$/;
  const mail = await waitForMail(invitee.email, subject);
  expect(mail.text).toContain('A Squares player who calls themselves “Olivia” invited you');
  expect(mail.text).toContain('which they named “Family Squares Night”');
  const joinLink = linkIn(mail, `${baseURL}/join/`);
  expect(joinLink).toBe(`${baseURL}/join/${inviteCode}`);
  expect(linkIn(await waitForMail(secondInvitee, subject), `${baseURL}/join/`)).toBe(joinLink);

  // The invitee opens the link signed out, signs in, comes back, joins and lands on the pool.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(joinLink);
  await expect(inviteePage.getByRole('heading', { name: "You've been invited to a private pool" })).toBeVisible();
  await expectNoSeriousA11yViolations(inviteePage, 'join page, signed out');
  await inviteePage.getByRole('link', { name: 'Sign in to join' }).click();
  await inviteePage.getByLabel('Email').fill(invitee.email);
  await inviteePage.getByLabel('Password').fill(invitee.password);
  await inviteePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(inviteePage).toHaveURL(new RegExp(`/pool/${poolId}$`));
  await expect(inviteePage.getByRole('grid')).toBeVisible();

  // ...and buys two squares with a test card.
  await verifyAgeAndLocation(inviteePage);
  await inviteePage.goto(`/pool/${poolId}`);
  await expect(inviteePage.getByRole('grid')).toBeVisible();
  const picks = await freeSquares(inviteePage, 2);
  await chooseAndCheckOut(inviteePage, poolId, picks, '10.00');
  await payWith(inviteePage, '4242 4242 4242 4242', '10.00');
  await expect(inviteePage).toHaveURL(new RegExp(`/pool/${poolId}$`));
  for (const s of picks) await expect(boardCell(inviteePage, s.row, s.column)).toHaveAccessibleName(/owned by you/);

  // Someone who is not a member: the pool does not exist for them.
  const strangerPage = await signedInPage(browser, stranger);
  await strangerPage.goto(`/pool/${poolId}`);
  await expect(strangerPage.getByText('Pool Not Found').first()).toBeVisible();
  await expect(strangerPage.getByRole('grid')).toHaveCount(0);
  await inviteeContext.close();
  await strangerPage.context().close();
});

test("an organizer-collected pool: squares entered for 'Grandma Jo', a player's squares marked paid, no card payment anywhere", async ({ browser, page, baseURL }) => {
  test.slow();
  const organizer = await registerPayingPlayer(baseURL!, '127.0.0.63', { firstName: 'Omar', lastName: 'Host' });
  const player = await registerPayingPlayer(baseURL!, '127.0.0.64', { firstName: 'Pat', lastName: 'Player' });
  const origin = { origin: baseURL! };

  await signIn(page, organizer);
  const game = await upcomingGame(page);
  const created = await page.request.post('/api/pools/private', {
    data: { gameId: game.id, name: 'Office Cash Pool', entryFee: 5, maxSquaresPerPlayer: 5, inviteEmails: [], collection: 'organizer' },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { pool, inviteCode } = (await created.json()) as { pool: { id: number }; inviteCode: string };

  // A player joins with the code and claims a square directly (the site takes no money here).
  expect((await player.api.post('/api/pools/join', { data: { inviteCode } })).status()).toBe(200);
  expect((await player.api.post(`/api/pools/${pool.id}/squares`, { data: { squares: [{ row: 9, column: 9 }] } })).status()).toBe(201);
  const card = await player.api.post('/api/create-escrow-payment', { data: { amount: '5.00', poolId: pool.id, squares: [{ row: 8, column: 8 }] } });
  expect(card.status()).toBeGreaterThanOrEqual(400);
  expect(card.status()).toBeLessThan(500);

  // The organizer picks two squares and enters them for Grandma Jo, who has no account.
  await page.goto(`/pool/${pool.id}`);
  const panel = page.getByRole('region', { name: 'Organizer' });
  await expect(panel).toBeVisible();
  for (const [row, column] of [[0, 0], [0, 1]] as const) await boardCell(page, row, column).click();
  await panel.getByRole('textbox', { name: 'Name' }).fill('Grandma Jo');
  await panel.getByRole('button', { name: 'Enter squares' }).click();
  await expect(boardCell(page, 0, 0)).toHaveAccessibleName('Row 1, column 1, taken by Grandma Jo');
  await expect(boardCell(page, 0, 1)).toHaveAccessibleName('Row 1, column 2, taken by Grandma Jo');

  // ...and marks the player's square paid once the cash is in.
  await expect(boardCell(page, 9, 9)).toHaveAccessibleName(/^Row 10, column 10, taken by the [a-z]+ player$/);
  await panel.getByRole('button', { name: 'Mark paid: Pat Player' }).click();
  await expect(boardCell(page, 9, 9)).toHaveAccessibleName(/^Row 10, column 10, taken by the [a-z]+ player, paid$/);
  await expect(panel.getByRole('rowheader', { name: 'Grandma Jo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "organizer's pool page with the organizer panel");

  // The player sees Grandma Jo's squares by name, and their own.
  const playerPage = await signedInPage(browser, player);
  await playerPage.goto(`/pool/${pool.id}`);
  await expect(boardCell(playerPage, 0, 0)).toHaveAccessibleName('Row 1, column 1, taken by Grandma Jo');
  await expect(boardCell(playerPage, 9, 9)).toHaveAccessibleName(/owned by you/);
  await playerPage.context().close();

  // No payment intent, no ledger line: the pool's ledger is empty.
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: origin });
  expect((await admin.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const ledger = (await (await admin.get(`/api/admin/pools/${pool.id}/ledger`)).json()) as { transactions: unknown[] };
  expect(ledger.transactions).toEqual([]);
  const seen = (await (await admin.get(`/api/pools/${pool.id}`)).json()) as Pool;
  expect(seen.collection).toBe('organizer');
  await admin.dispose();
});
