import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { clientFor, signedInAdmin, signedInPlayer, type TestClient } from './support/client';
import { freshFreePool, freshTierPools } from './support/pools';

/**
 * GET /api/pools/{id}/board.pdf: the printable board as one page of A4 or US Letter, for
 * whoever may see the pool (D11), carrying a private pool's invite link or a public pool's page.
 */

/** A raw GET as `client` (its cookies and address) or as a visitor: the body's bytes, not text. */
async function download(env: TestEnv, url: string, client?: TestClient) {
  const cookie = client ? [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  const response = await env.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, remoteAddress: client?.ip ?? '10.250.0.1' });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, json: () => response.json() as { message: string; code?: string } };
}

/** The links a PDF's page carries (PDFKit writes one for the QR code and one for the address under it). */
function linksOf(pdf: PDFDocument): string[] {
  const annotations = pdf.getPage(0).node.Annots()?.asArray() ?? [];
  return annotations.flatMap((ref) => {
    const action = pdf.context.lookup(ref, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict);
    const uri = action?.lookup(PDFName.of('URI'));
    return uri instanceof PDFString || uri instanceof PDFHexString ? [uri.decodeText()] : [];
  });
}

const points = (pdf: PDFDocument) => {
  const { width, height } = pdf.getPage(0).getSize();
  return [Math.round(width), Math.round(height)];
};

describeEachDatabase('the printable board as a PDF', (env) => {
  it('answers a one-page PDF attachment of the board, on A4 by default and on US Letter when asked', async () => {
    const poolId = await freshFreePool(env());
    const { client } = await signedInPlayer(env());
    expect((await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 0, column: 0 }, { row: 4, column: 7 }] })).status).toBe(201);

    const a4 = await download(env(), `/api/pools/${poolId}/board.pdf`);
    expect(a4.status).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.headers['content-disposition']).toMatch(/^attachment; filename="squares-[a-z0-9-]+-a4\.pdf"$/);
    expect(a4.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const a4Pdf = await PDFDocument.load(a4.bytes);
    expect(a4Pdf.getPageCount()).toBe(1);
    expect(points(a4Pdf)).toEqual([595, 842]);
    // A public pool's board carries its pool page, at the site's public address.
    expect(linksOf(a4Pdf)).toContain(`${new URL(env().config.publicUrl).origin}/pool/${poolId}`);

    const letter = await download(env(), `/api/pools/${poolId}/board.pdf?paper=letter`);
    expect(letter.headers['content-disposition']).toMatch(/-letter\.pdf"$/);
    const letterPdf = await PDFDocument.load(letter.bytes);
    expect(letterPdf.getPageCount()).toBe(1);
    expect(points(letterPdf)).toEqual([612, 792]);

    // The same board is made once: a second download gets the same bytes.
    expect((await download(env(), `/api/pools/${poolId}/board.pdf?paper=a4`)).bytes.equals(a4.bytes)).toBe(true);
  });

  it('refuses a paper size it does not know, naming it, and a pool that does not exist', async () => {
    const poolId = (await freshTierPools(env())).byFee.get(500)!;
    const bad = await download(env(), `/api/pools/${poolId}/board.pdf?paper=tabloid`);
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect(bad.json()).toMatchObject({ code: 'bad_request' });
    expect(bad.json().message).toContain("paper must be 'a4' or 'letter' (got \"tabloid\")");

    const missing = await download(env(), '/api/pools/2147483000/board.pdf');
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', message: 'Pool 2147483000 not found' });
  });

  it("a private pool's PDF exists only for those who see the pool, and carries its invite link", async () => {
    const { gameId } = await freshTierPools(env());
    const organizer = await signedInPlayer(env());
    const created = await organizer.client.post('/api/pools/private', { gameId, name: 'Family Squares', entryFee: 0, maxSquaresPerPlayer: 10, inviteEmails: [] });
    expect(created.status).toBe(201);
    const { pool, inviteCode } = created.body as { pool: { id: number }; inviteCode: string };
    const url = `/api/pools/${pool.id}/board.pdf`;
    const origin = new URL(env().config.publicUrl).origin;

    // Strangers and visitors get what GET /api/pools/{id} gives them: a pool that does not exist.
    const stranger = await signedInPlayer(env());
    for (const client of [stranger.client, undefined]) {
      const poolAnswer = await (client ?? clientFor(env())).get(`/api/pools/${pool.id}`);
      const answer = await download(env(), url, client);
      expect(answer.status).toBe(poolAnswer.status);
      expect(answer.status).toBe(404);
      expect(answer.json()).toEqual({ ...(poolAnswer.body as object), requestId: expect.any(String) });
    }

    const organizers = await download(env(), url, organizer.client);
    const mine = await PDFDocument.load(organizers.bytes);
    expect(mine.getPageCount()).toBe(1);
    expect(linksOf(mine)).toContain(`${origin}/join/${inviteCode}`);
    expect(organizers.bytes.includes(Buffer.from(inviteCode))).toBe(true);

    // A member's sheet carries the same invite link (the pool page would answer 'Pool Not Found' to
    // whoever scans it), as their Share button does; so does an admin's.
    expect((await stranger.client.post('/api/pools/join', { inviteCode })).status).toBe(200);
    const members = await download(env(), url, stranger.client);
    expect(members.status).toBe(200);
    expect(linksOf(await PDFDocument.load(members.bytes))).toContain(`${origin}/join/${inviteCode}`);
    const admin = await signedInAdmin(env());
    expect(linksOf(await PDFDocument.load((await download(env(), url, admin.client)).bytes))).toContain(`${origin}/join/${inviteCode}`);
  });
});
