import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Game, Square } from '../../src/domain/schemas';
import { expectNoSeriousA11yViolations } from './support/axe';
import { registerInPage, upcomingFreePools } from './support/players';
import { decodeQr, pdfPageCount, renderPdfPage } from './support/qr-codes';

/**
 * The printable board: the print view prints on one sheet of A4 and of US Letter, its QR code
 * reads back as the pool's join link on screen, and the PDF the Download PDF button brings carries the
 * same link in its QR code (rendered by pdf.js in the browser and decoded from the pixels).
 */

/** The QR code on the page, screenshot at three device pixels per CSS pixel, decoded. */
async function screenQr(page: Page): Promise<string | null> {
  return decodeQr(await page.getByTestId('join-qr').screenshot());
}

/** The page printed to PDF as Chromium prints it on the given paper: its page count. */
async function printedPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  return pdfPageCount(await page.pdf({ format, printBackground: true }));
}

/** Clicks Download PDF with the paper chosen, and reads what arrives. */
async function downloadPdf(page: Page, paper: 'A4' | 'US Letter'): Promise<{ name: string; bytes: Buffer }> {
  await page.getByText(paper, { exact: true }).click();
  await expect(page.getByRole('radio', { name: paper })).toBeChecked();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/** The PDF is one page whose QR code (at the bottom right of the sheet) reads as `link`. */
async function expectPdfQr(browser: Browser, pdf: Buffer, link: string) {
  expect(await pdfPageCount(pdf)).toBe(1);
  expect(decodeQr(await renderPdfPage(browser, pdf), { x: 0.5, y: 0.6, width: 0.5, height: 0.4 })).toBe(link);
}

test('a public pool’s board prints on one page of A4 and Letter, and its QR codes lead to the pool page', async ({ browser, baseURL }) => {
  test.slow(); // two printed PDFs, two downloads and two renderings by pdf.js
  const context = await browser.newContext({ baseURL, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const pool = (await upcomingFreePools(page.request)).at(-2)!;

  // From the pool page, the Print board link opens the print view.
  await page.goto(`/pool/${pool.id}`);
  await page.getByRole('link', { name: 'Print board' }).click();
  await expect(page).toHaveURL(new RegExp(`/pools/${pool.id}/print$`));
  await expect(page.getByRole('heading', { level: 1, name: pool.name })).toBeVisible();
  await expect(page).toHaveTitle(`Print: ${pool.name} · Squares`);
  await expect(page.getByText(`${pool.game.awayTeam} @ ${pool.game.homeTeam}`)).toBeVisible();
  for (const label of ['1st Quarter', 'Halftime', '3rd Quarter', 'Final Score']) {
    await expect(page.getByRole('heading', { level: 3, name: label })).toBeVisible();
  }
  // Ten rows of ten squares, each a cell under its row's and column's digit headers.
  await expect(page.getByRole('table', { name: /^The board: columns are/ }).locator('tbody').getByRole('cell')).toHaveCount(100);
  await expectNoSeriousA11yViolations(page, 'print view');

  const link = `${baseURL}/pool/${pool.id}`;
  expect(await screenQr(page)).toBe(link);
  expect(await printedPages(page, 'A4')).toBe(1);
  expect(await printedPages(page, 'Letter')).toBe(1);

  // Print opens the browser's print dialog.
  await page.evaluate(() => (window.print = () => void ((window as unknown as { printed: boolean }).printed = true)));
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);

  // On a phone the preview shrinks to the screen: nothing scrolls sideways.
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  const a4 = await downloadPdf(page, 'A4');
  expect(a4.name).toMatch(/^squares-[a-z0-9-]+-a4\.pdf$/);
  await expectPdfQr(browser, a4.bytes, link);
  const letter = await downloadPdf(page, 'US Letter');
  expect(letter.name).toMatch(/-letter\.pdf$/);
  await expectPdfQr(browser, letter.bytes, link);
  await context.close();
});

test('the organizer and a member print a private pool with its owners, and both QR codes are the invite link', async ({ browser, baseURL }) => {
  test.slow();
  const context = await browser.newContext({ baseURL, deviceScaleFactor: 3 });
  const page = await context.newPage();
  await registerInPage(page, baseURL!, 'Olive');
  const origin = { origin: baseURL! };
  const games = (await (await page.request.get('/api/games')).json()) as Game[];
  const game = games.find((g) => g.status === 'scheduled' && Date.parse(g.gameDate) > Date.now() + 3 * 3600_000)!;
  const created = await page.request.post('/api/pools/private', {
    data: { gameId: game.id, name: 'Printed Family Pool', entryFee: 0, maxSquaresPerPlayer: 10, inviteEmails: [], collection: 'organizer' },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { pool, inviteCode } = (await created.json()) as { pool: { id: number }; inviteCode: string };
  const squares = [{ row: 0, column: 0 }, { row: 9, column: 9 }];
  expect((await page.request.post(`/api/pools/${pool.id}/squares`, { data: { squares }, headers: origin })).status()).toBe(201);
  const guest = await page.request.post(`/api/pools/${pool.id}/guest-squares`, { data: { guestName: 'Grandma Jo', squares: [{ row: 4, column: 5 }] }, headers: origin });
  expect(guest.status(), await guest.text()).toBe(201);

  await page.goto(`/pools/${pool.id}/print`);
  await expect(page.getByRole('heading', { level: 1, name: 'Printed Family Pool' })).toBeVisible();
  // Owners as the pool page names them: the guest by name, the organizer's squares by their emoji's word.
  const sold = (await (await page.request.get(`/api/pools/${pool.id}/squares`)).json()) as Square[];
  expect(sold).toHaveLength(3);
  const board = page.getByRole('table', { name: /^The board/ });
  await expect(board.getByRole('row').nth(5).getByRole('cell').nth(5)).toHaveText('Grandma Jo');
  await expect(board.getByRole('row').nth(1).getByRole('cell').nth(0)).toHaveText(/[A-Z][a-z]+$/);
  await expect(page.getByText('Money collected: By the organizer: Squares handles no money.')).toHaveCount(0);
  await expect(page.getByText('Entry fee per square:')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'print view of a private pool, organizer');

  const invite = `${baseURL}/join/${inviteCode}`;
  expect(await screenQr(page)).toBe(invite);
  expect(await printedPages(page, 'A4')).toBe(1);
  expect(await printedPages(page, 'Letter')).toBe(1);
  await expectPdfQr(browser, (await downloadPdf(page, 'US Letter')).bytes, invite);

  // A member prints the same invite link: a QR code of the pool page would open 'Pool Not Found' for
  // whoever scans it without being a member.
  const memberContext = await browser.newContext({ baseURL, deviceScaleFactor: 3 });
  const member = await memberContext.newPage();
  await registerInPage(member, baseURL!, 'Milo');
  expect((await member.request.post('/api/pools/join', { data: { inviteCode }, headers: origin })).status()).toBe(200);
  await member.goto(`/pools/${pool.id}/print`);
  await expect(member.getByRole('heading', { level: 1, name: 'Printed Family Pool' })).toBeVisible();
  expect(await screenQr(member)).toBe(invite);
  await expectPdfQr(browser, (await downloadPdf(member, 'A4')).bytes, invite);
  await memberContext.close();

  // Someone who may not see the pool gets Pool Not Found, on the print view as on the pool page.
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/pools/${pool.id}/print`);
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'Pool Not Found' })).toBeVisible();
  await stranger.close();
  await context.close();
});
