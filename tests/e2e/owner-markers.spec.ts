import { expect, test, type Page } from '@playwright/test';
import type { Game } from '../../src/domain/schemas';
import { ownerEmojiName } from '../../src/domain/owner-emoji';
import { OWNER_MARKER_LEGEND, ownerColor, ownerMarker } from '../../src/domain/owner-marker';
import { registerPayingPlayer, type PayingPlayer } from './support/paying-players';
import { boardCell } from './support/players';

/**
 * Owned squares say whose they are without any emoji font (this machine has none, like many systems):
 * the owner's initials as text, on a colour of their own, explained by the board's legend.
 */

/** "#1d4ed8" as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function showPoolAs(page: Page, player: PayingPlayer, poolId: number) {
  await page.context().addCookies((await player.api.storageState()).cookies);
  await page.goto(`/pool/${poolId}`);
  await expect(page.getByRole('grid')).toBeVisible();
}

test("each owner's squares show their initials on their own colour, explained by the legend @phone", async ({ page, baseURL }, testInfo) => {
  test.slow(); // three registrations at most, a private pool
  // Each project registers from its own addresses (the server allows so many new accounts per address).
  const address = (n: number) => `127.0.0.${testInfo.project.name === 'phone' ? 140 + n : 130 + n}`;
  const organizer = await registerPayingPlayer(baseURL!, address(0), { firstName: 'Olive', lastName: 'Owner' });
  // Colours come from the user id; another player of a different colour, so the two markers must differ.
  let member = await registerPayingPlayer(baseURL!, address(1), { firstName: 'Mark', lastName: 'Member' });
  for (let n = 2; ownerColor(member.userId).background === ownerColor(organizer.userId).background && n < 5; n++) {
    member = await registerPayingPlayer(baseURL!, address(n), { firstName: 'Mark', lastName: 'Member' });
  }
  expect(ownerColor(member.userId).background).not.toBe(ownerColor(organizer.userId).background);

  const games = (await (await organizer.api.get('/api/games')).json()) as Game[];
  const game = games.find((g) => g.status === 'scheduled' && Date.parse(g.gameDate) > Date.now() + 3 * 3600_000);
  if (!game) throw new Error('the seed has no game three hours away');
  const created = await organizer.api.post('/api/pools/private', {
    data: { gameId: game.id, name: 'Marker Pool', entryFee: 0, maxSquaresPerPlayer: 5, inviteEmails: [], collection: 'organizer' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { pool, inviteCode } = (await created.json()) as { pool: { id: number }; inviteCode: string };
  expect((await member.api.post('/api/pools/join', { data: { inviteCode } })).status()).toBe(200);
  const theirs = { organizer: [{ row: 0, column: 0 }, { row: 2, column: 3 }], member: [{ row: 0, column: 1 }, { row: 4, column: 4 }] };
  expect((await organizer.api.post(`/api/pools/${pool.id}/squares`, { data: { squares: theirs.organizer } })).status()).toBe(201);
  expect((await member.api.post(`/api/pools/${pool.id}/squares`, { data: { squares: theirs.member } })).status()).toBe(201);

  await showPoolAs(page, organizer, pool.id);
  const backgrounds = new Set<string>();
  for (const [player, squares] of [[organizer, theirs.organizer], [member, theirs.member]] as const) {
    const marker = ownerMarker(player.userId);
    for (const { row, column } of squares) {
      const square = boardCell(page, row, column);
      // Whose it is, in words, as before: the viewer's own, or the other player by their emoji's word.
      await expect(square).toHaveAccessibleName(player === organizer ? /owned by you$/ : new RegExp(`taken by the ${ownerEmojiName(player.userId)} player$`));
      const initials = square.locator('[data-owner-marker]');
      await expect(initials).toBeVisible();
      await expect(initials).toHaveText(marker.initials);
      await expect(initials).toHaveCSS('background-color', rgb(marker.background));
      await expect(initials).toHaveCSS('color', rgb(marker.text));
      // Legible: the text is drawn at a readable size inside a box that holds it.
      const size = await initials.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(10);
      const box = (await initials.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(16);
      backgrounds.add(await initials.evaluate((element) => getComputedStyle(element).backgroundColor));
    }
  }
  expect(backgrounds.size, 'two owners, two colours').toBe(2);
  await expect(page.getByText(OWNER_MARKER_LEGEND, { exact: true })).toBeVisible();
});
