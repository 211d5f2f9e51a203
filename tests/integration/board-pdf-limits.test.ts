import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/db/schema';
import { startApp } from './support/app';
import { describeEachDatabase, movableClock, type TestEnv } from './support/harness';
import { signedInPlayer } from './support/client';
import { changesHeard } from './support/events';
import { latencyDuring, latencySummary, percentile } from './support/latency';
import { freshTierPools } from './support/pools';
import { startServerProcess, waitUntilReady } from './support/server-process';

/**
 * GET /api/pools/{id}/board.pdf cannot starve the server: PDFs are made on render threads (a bounded
 * queue, 503 busy past it), each version of a board once (cached by its key: pool, board content, paper,
 * viewer kind), 304 to a matching If-None-Match without rendering, and at most PDF_RENDERS_PER_MINUTE
 * renders per address (429 with Retry-After; PDFs already made never count).
 */

/** A raw GET of a pool's PDF from `address`, optionally revalidating. */
async function pdfOf(env: TestEnv, poolId: number, address: string, headers: Record<string, string> = {}) {
  const response = await env.app.inject({ method: 'GET', url: `/api/pools/${poolId}/board.pdf`, headers, remoteAddress: address });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, json: () => response.json() as { code: string; message: string } };
}

/** squares_board_pdfs_total by outcome (rendered, cached, not_modified, rate_limited, busy, ...). */
async function outcomes(app: FastifyInstance): Promise<Record<string, number>> {
  const metric = await app.deps.metrics.boardPdfs.get();
  return Object.fromEntries(metric.values.map((value) => [String(value.labels.outcome), value.value]));
}

/** The renders the database counted against an address this minute. */
async function countedFor(env: TestEnv, address: string): Promise<number> {
  const [row] = await env.database.db.select().from(rateLimits).where(eq(rateLimits.key, `board-pdf:ip:${address}`));
  return row?.count ?? 0;
}

/** `count` public pools of their own (five tier pools per new game). */
async function freshPools(env: TestEnv, count: number): Promise<number[]> {
  const ids: number[] = [];
  while (ids.length < count) ids.push(...(await freshTierPools(env)).byFee.values());
  return ids.slice(0, count);
}

const clock = movableClock();

describeEachDatabase(
  'board PDFs: cached by version, revalidated, limited per address',
  (env) => {
    let pools: number[] = [];
    beforeAll(async () => {
      pools = await freshPools(env(), 20);
    });

    it('renders a version of a board once, however often and by whomever it is asked for; a new version is rendered anew', async () => {
      const poolId = pools[0]!;
      const before = await outcomes(env().app);
      const first = await pdfOf(env(), poolId, '192.0.2.1');
      expect(first.status).toBe(200);
      const again = await Promise.all([pdfOf(env(), poolId, '192.0.2.1'), pdfOf(env(), poolId, '192.0.2.1'), pdfOf(env(), poolId, '192.0.2.2')]);
      for (const answer of again) {
        expect(answer.status).toBe(200);
        expect(answer.bytes.equals(first.bytes)).toBe(true);
        expect(answer.headers.etag).toBe(first.headers.etag);
      }
      const after = await outcomes(env().app);
      expect((after.rendered ?? 0) - (before.rendered ?? 0)).toBe(1);
      expect((after.cached ?? 0) - (before.cached ?? 0)).toBe(3);
      // Only the render counted against its address; the copies cost nobody anything.
      expect(await countedFor(env(), '192.0.2.1')).toBe(1);
      expect(await countedFor(env(), '192.0.2.2')).toBe(0);

      // A square sold is a new version of the board: a new PDF and a new ETag.
      const { client } = await signedInPlayer(env());
      expect((await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 3, column: 3 }] })).status).toBe(201);
      const sold = await pdfOf(env(), poolId, '192.0.2.2');
      expect(sold.status).toBe(200);
      expect(sold.headers.etag).not.toBe(first.headers.etag);
      expect(sold.bytes.equals(first.bytes)).toBe(false);
      expect(((await outcomes(env().app)).rendered ?? 0) - (before.rendered ?? 0)).toBe(2);
    });

    it('answers 304 to a matching If-None-Match without rendering, and 200 to another tag', async () => {
      const poolId = pools[1]!;
      const first = await pdfOf(env(), poolId, '192.0.2.3');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"board-[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const before = await outcomes(env().app);

      const revalidated = await pdfOf(env(), poolId, '192.0.2.4', { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.bytes.length).toBe(0);
      expect(revalidated.headers.etag).toBe(etag);
      // A list of tags, one of them this board's, in its strong form.
      expect((await pdfOf(env(), poolId, '192.0.2.4', { 'if-none-match': `"x", ${etag.replace(/^W\//, '')}` })).status).toBe(304);
      const changed = await pdfOf(env(), poolId, '192.0.2.4', { 'if-none-match': 'W/"board-something-else"' });
      expect(changed.status).toBe(200);
      expect(changed.bytes.equals(first.bytes)).toBe(true);

      const after = await outcomes(env().app);
      expect((after.not_modified ?? 0) - (before.not_modified ?? 0)).toBe(2);
      expect(after.rendered).toBe(before.rendered);
      expect(await countedFor(env(), '192.0.2.4')).toBe(0);

      // Another process, which has made no PDF at all, knows the same tag: 304 with nothing made or counted.
      const other = await startApp({ config: env().config, database: env().database, clock: clock.now });
      try {
        const answer = await other.inject({ method: 'GET', url: `/api/pools/${poolId}/board.pdf`, headers: { 'if-none-match': etag }, remoteAddress: '192.0.2.7' });
        expect(answer.statusCode).toBe(304);
        expect(await outcomes(other)).toEqual({ not_modified: 1 });
        expect(await countedFor(env(), '192.0.2.7')).toBe(0);
      } finally {
        await other.close();
      }
    });

    it('refuses renders past the per-address limit with 429 and Retry-After, still serves PDFs already made and 304s, and renders again the next minute', async () => {
      const address = '192.0.2.5';
      const mine = pools.slice(2, 12);
      const made = [];
      for (const poolId of mine) made.push(await pdfOf(env(), poolId, address));
      expect(made.map((answer) => answer.status)).toEqual(mine.map(() => 200));
      expect(await countedFor(env(), address)).toBe(10);

      const refused = await pdfOf(env(), pools[12]!, address);
      expect(refused.status).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many printable boards made from your address\. Try again in \d+ seconds?\.$/) });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers.etag).toBeUndefined();
      // Asked again at once, refused again (from memory), never counted.
      expect((await pdfOf(env(), pools[13]!, address)).status).toBe(429);
      expect(await countedFor(env(), address)).toBe(10);

      // What is made already costs nothing: a copy, a revalidation.
      const copy = await pdfOf(env(), mine[0]!, address);
      expect(copy.status).toBe(200);
      expect(copy.bytes.equals(made[0]!.bytes)).toBe(true);
      expect((await pdfOf(env(), mine[1]!, address, { 'if-none-match': String(made[1]!.headers.etag) })).status).toBe(304);
      // Other addresses are not held back.
      expect((await pdfOf(env(), pools[12]!, '192.0.2.6')).status).toBe(200);

      clock.advance(retryAfter * 1000);
      expect((await pdfOf(env(), pools[13]!, address)).status).toBe(200);
      expect(await countedFor(env(), address)).toBe(1);
    });

    it('120 concurrent PDFs of distinct pools from one address are throttled or busy, while another client keeps getting GET /api/leagues fast', async () => {
      const flood = await freshPools(env(), 120);
      // The new games' change events arrive before the flood, so the leagues are read from memory throughout.
      await changesHeard(env());
      expect((await env().app.inject({ method: 'GET', url: '/api/leagues' })).statusCode).toBe(200);
      // The same client's latency with no flood, over about as long: what the machine itself adds (on a
      // 2-core runner shared with other test files, a timer can wait tens of ms for a core). The flood may
      // add at most 100 ms to the p99 on top of that; before renders left the event loop it added seconds.
      // The 500 ms is a measurement window (how long the baseline samples), not a wait for anything.
      const quiet = await latencyDuring(env().app, new Promise((resolve) => setTimeout(resolve, 500)), '/api/leagues', '192.0.2.200');

      const answers = Promise.all(flood.map((poolId) => pdfOf(env(), poolId, '192.0.2.100')));
      const during = await latencyDuring(env().app, answers, '/api/leagues', '192.0.2.200');
      const statuses = (await answers).map((answer) => answer.status);
      const count = (status: number) => statuses.filter((s) => s === status).length;
      console.log(
        `[board-pdf flood ${env().kind}] 120 PDFs: ${count(200)} made, ${count(429)} rate limited, ${count(503)} busy; ` +
          `GET /api/leagues meanwhile: ${latencySummary(during)}; without the flood: ${latencySummary(quiet)}`,
      );
      expect(percentile(during, 99)).toBeLessThan(100 + percentile(quiet, 99));
      expect(count(200) + count(429) + count(503)).toBe(120);
      expect(count(200)).toBeLessThanOrEqual(10);
      for (const answer of (await answers).filter((a) => a.status !== 200)) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { clock: clock.now },
);

describeEachDatabase(
  'board PDFs: a full render queue answers 503 busy',
  (env) => {
    it('refuses renders beyond the threads and their queue with 503 busy and Retry-After, without counting them against the address', async () => {
      const pools = await freshPools(env(), 20);
      const before = await outcomes(env().app);
      // Twenty people at once, each from an address of their own.
      const addressOf = (i: number) => `192.0.3.${i + 1}`;
      const answers = await Promise.all(pools.map((poolId, i) => pdfOf(env(), poolId, addressOf(i))));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses).toContain(503);
      expect(statuses).toContain(200);
      for (const [i, answer] of answers.entries()) {
        if (answer.status === 503) {
          expect(answer.json()).toMatchObject({ code: 'busy', message: 'Too many printable boards are being made right now. Please try again in a few seconds.' });
          expect(answer.headers['retry-after']).toBe('2');
        }
        // A refused render is no render: only those made were counted.
        expect(await countedFor(env(), addressOf(i))).toBe(answer.status === 200 ? 1 : 0);
      }
      const after = await outcomes(env().app);
      expect((after.busy ?? 0) - (before.busy ?? 0)).toBe(statuses.filter((status) => status === 503).length);
      // Once the threads are free again, a refused board is made.
      const refused = statuses.indexOf(503);
      expect((await pdfOf(env(), pools[refused]!, addressOf(refused))).status).toBe(200);
    });
  },
  // No render waits: a second render while one is being made is refused.
  { config: { boardPdf: { rendersPerMinute: 1000, renderQueue: 0 } } },
);

describe('board PDFs from the built server (the render thread bundled beside main.js)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'squares-pdf-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('renders a one-page PDF on its render thread, answers 304 to its ETag, and still stops cleanly', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, SCORE_FEED: 'manual' });
    try {
      await waitUntilReady(server);
      const [pool] = (await (await fetch(`${server.baseUrl}/api/pools`)).json()) as { id: number }[];
      const response = await fetch(`${server.baseUrl}/api/pools/${pool!.id}/board.pdf?paper=letter`);
      expect(response.status, server.output()).toBe(200);
      const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.getPageCount()).toBe(1);
      const etag = response.headers.get('etag')!;
      expect((await fetch(`${server.baseUrl}/api/pools/${pool!.id}/board.pdf?paper=letter`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    } finally {
      server.signal('SIGTERM');
    }
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(0);
  });
});
