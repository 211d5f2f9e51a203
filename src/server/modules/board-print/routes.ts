import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, boardPdfQuerySchema, idParam } from '../../../domain/schemas';
import { viewerOf } from '../../http/guards';
import { assertCanSeePool } from '../pools';
import { boardPdfFile } from './board-pdf-file';
import { printableInviteCode } from './invite-code';
import { RecentPdfs } from './recent-pdfs';

/** The bytes of a PDF: sent as they are (Fastify serializes no Buffer), described as binary in the OpenAPI document. */
const pdfSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary', description: 'A one-page PDF' });

/** PDFs kept per process (about 45 KB each). */
const RECENT_PDFS = 64;

export const boardPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  const recent = new RecentPdfs(RECENT_PDFS);
  app.get(
    '/pools/:id/board.pdf',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['pools'],
        summary:
          "The printable board as a one-page PDF (application/pdf, an attachment): grid, owners, digits, rules, results and a QR code of the join link (the invite link for the pool's organizer, the pool page for everyone else)",
        params: z.object({ id: idParam('pool id') }),
        querystring: boardPdfQuerySchema,
        response: { 200: { description: 'A one-page PDF', content: { 'application/pdf': { schema: pdfSchema } } }, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { reads, database, config, clock } = app.deps;
      const poolId = request.params.id;
      const { pool, isPrivate } = (await reads.pool(poolId)).value;
      // Seen exactly as GET /api/pools/{id} is (D11): a private pool exists only for its members and admins.
      const viewer = isPrivate ? await viewerOf(request) : null;
      if (isPrivate) await assertCanSeePool(database.db, { id: poolId, isPrivate: true }, viewer);
      const { squares } = (await reads.squares(poolId)).value;
      const inviteCode = await printableInviteCode(database.db, pool, viewer);
      const { pdf, fileName } = await boardPdfFile({ pool, squares, inviteCode, publicUrl: config.publicUrl, paper: request.query.paper, now: clock() }, recent);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
    },
  );
};
