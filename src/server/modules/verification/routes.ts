import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, verificationSchema, verifyAgeSchema } from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { badRequest } from '../../../domain/errors';
import { signedInUser } from '../../http/guards';
import { toVerificationDto } from './presenter';
import { isEligibleForPaidPlay, verifyAge } from './service';

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify-age',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['verification'],
        summary: 'Record an age and location check (D14); refusals answer 400 with the reason',
        body: verifyAgeSchema,
        response: {
          200: z.object({ verification: verificationSchema, eligibleForPaidPlay: z.boolean() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { clock, config, run } = app.deps;
      const now = clock();
      const result = await run(
        verifyAge,
        { user: signedInUser(request), request: request.body, rules: config.compliance, ip: clientIp(request) },
        now,
      );
      if (result.refusal) throw badRequest(result.refusal);
      return {
        verification: toVerificationDto(result.row),
        eligibleForPaidPlay: isEligibleForPaidPlay(result.row, config.compliance, now),
      };
    },
  );
};
