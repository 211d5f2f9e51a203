import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, boardPdfQuerySchema, idParam } from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { ifNoneMatchHits, sendNotModified } from '../../http/etag';
import { viewerOf } from '../../http/guards';
import { recordOutcome } from '../../ops/http-metrics';
import { assertCanSeePool } from '../pools';
import { AddressTurns } from './address-turns';
import { boardPdfFile } from './board-pdf-file';
import { BoardPdfs } from './board-pdfs';
import { printableInviteCode } from './invite-code';
import { RenderAllowance, rendersPerMinute } from './render-allowance';
import { RenderThreads } from './render-threads';

/** The bytes of a PDF: sent as they are (Fastify serializes no Buffer), described as binary in the OpenAPI document. */
const pdfSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary', description: 'A one-page PDF' });

/** PDFs kept per process (about 45 KB each). */
const RECENT_PDFS = 128;

export const boardPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  const { boardPdf } = app.deps.config;
  const pdfs = new BoardPdfs(
    {
      renderer: new RenderThreads(boardPdf.renderQueue),
      allowance: new RenderAllowance(app.deps.database.db, rendersPerMinute(boardPdf.rendersPerMinute)),
      turns: new AddressTurns(),
    },
    RECENT_PDFS,
  );
  app.addHook('onClose', () => pdfs.close());

  app.get(
    '/pools/:id/board.pdf',
    {
      config: { auth: 'public', outcomeMetric: { counter: 'boardPdfs' } },
      schema: {
        tags: ['pools'],
        summary:
          "The printable board as a one-page PDF (application/pdf, an attachment): grid, owners, digits, rules, results and a QR code of the join link (a private pool's invite link, a public pool's page). " +
          'Weak ETag known before rendering (304 for a matching If-None-Match); renders per address are limited (429 with Retry-After; a PDF already made never counts), and 503 busy with Retry-After when the render threads are full',
        params: z.object({ id: idParam('pool id') }),
        querystring: boardPdfQuerySchema,
        response: {
          200: { description: 'A one-page PDF', content: { 'application/pdf': { schema: pdfSchema } } },
          304: z.null().describe("Not modified: If-None-Match names this board's ETag (no body; nothing is made)"),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { reads, database, config, clock } = app.deps;
      const poolId = request.params.id;
      const now = clock();
      const answer = await pdfs.answer({
        address: clientIp(request),
        now,
        prepare: async () => {
          const { pool, isPrivate } = (await reads.pool(poolId)).value;
          // Seen exactly as GET /api/pools/{id} is (D11): a private pool exists only for its members and admins.
          const viewer = isPrivate ? await viewerOf(request) : null;
          if (isPrivate) await assertCanSeePool(database.db, { id: poolId, isPrivate: true }, viewer);
          const { squares } = (await reads.squares(poolId)).value;
          const inviteCode = await printableInviteCode(database.db, pool);
          return boardPdfFile({ pool, squares, inviteCode, publicUrl: config.publicUrl, paper: request.query.paper, now });
        },
        // The browser's copy is this very board: nothing to make or to count.
        clientHas: (file) => ifNoneMatchHits(request.headers['if-none-match'], file.etag),
      });
      recordOutcome(request, answer.outcome);
      if (answer.outcome === 'not_modified') return sendNotModified(reply, answer.file.etag);
      return reply.type('application/pdf').header('etag', answer.file.etag).header('content-disposition', `attachment; filename="${answer.file.fileName}"`).send(answer.pdf);
    },
  );
};
