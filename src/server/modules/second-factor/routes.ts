import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiErrorSchema,
  confirmTotpSchema,
  passkeyRegistrationSchema,
  recoveryCodesSchema,
  secondFactorEnrolledSchema,
  secondFactorStatusSchema,
  totpEnrolmentSchema,
  webAuthnOptionsSchema,
} from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { confirmTotpEnrolment, startTotpEnrolment } from './enrol-totp';
import { passkeyRegistrationOptions, registerPasskey, takePasskeyChallenge } from './enrol-passkey';
import { regenerateRecoveryCodes, removeSecondFactor, secondFactorStatus } from './manage-factors';
import { relyingPartyOf } from './relying-party';

/** The session this request came with (the guard has found it): enrolment is bound to it. */
const sessionTokenHash = (request: FastifyRequest) => request.authContext!.session.tokenHash;

/**
 * An admin's own second factors, from /profile: an authenticator app (a secret shown as a QR code,
 * confirmed by its first code), passkeys, recovery codes (shown once), and removing any of them. Every
 * route acts on the caller. They stay open when ADMIN_MFA=required has locked everything else.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  const relyingParty = relyingPartyOf(config.publicUrl);
  const routeConfig = { auth: 'admin', secondFactorEnrolment: true } as const;
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/admin/second-factor',
    {
      config: routeConfig,
      schema: {
        tags: ['admin'],
        summary: "The caller's second factors, recovery codes left, and whether the site requires one",
        response: { 200: secondFactorStatusSchema, ...errors },
      },
    },
    async (request) => secondFactorStatus(database.db, signedInUser(request).id, config.adminMfa),
  );

  app.post(
    '/admin/second-factor/totp',
    {
      config: routeConfig,
      schema: {
        tags: ['admin'],
        summary: 'Start setting up an authenticator app: a new secret and its otpauth:// URI (not a factor until confirmed)',
        response: { 200: totpEnrolmentSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => app.deps.run(startTotpEnrolment, { userId: signedInUser(request).id, sessionSecret: config.sessionSecret }),
  );

  app.post(
    '/admin/second-factor/totp/confirm',
    {
      config: routeConfig,
      schema: {
        tags: ['admin'],
        summary: "Confirm the authenticator app with its first code; the first factor brings recovery codes (shown once) and ends the admin's other sessions",
        body: confirmTotpSchema,
        response: { 200: secondFactorEnrolledSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      app.deps.run(confirmTotpEnrolment, {
        userId: signedInUser(request).id,
        code: request.body.code,
        label: request.body.label,
        sessionSecret: config.sessionSecret,
        sessionTokenHash: sessionTokenHash(request),
        ip: clientIp(request),
      }),
  );

  app.post(
    '/admin/second-factor/passkeys/options',
    {
      config: routeConfig,
      schema: {
        tags: ['admin'],
        summary: 'Options for navigator.credentials.create(): a new passkey for the caller (challenge good for 5 minutes, once)',
        response: { 200: webAuthnOptionsSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      options: await app.deps.run(passkeyRegistrationOptions, {
        userId: signedInUser(request).id,
        sessionTokenHash: sessionTokenHash(request),
        relyingParty,
      }),
    }),
  );

  app.post(
    '/admin/second-factor/passkeys',
    {
      config: routeConfig,
      schema: {
        tags: ['admin'],
        summary: "Register the passkey the browser made from those options; the first factor brings recovery codes (shown once)",
        body: passkeyRegistrationSchema,
        response: { 200: secondFactorEnrolledSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const tokenHash = sessionTokenHash(request);
      const challenge = await app.deps.run(takePasskeyChallenge, { userId, sessionTokenHash: tokenHash });
      return app.deps.run(registerPasskey, {
        userId,
        sessionTokenHash: tokenHash,
        challenge,
        relyingParty,
        label: request.body.label,
        response: request.body.response,
        ip: clientIp(request),
      });
    },
  );

  app.delete(
    '/admin/second-factor/:id',
    {
      config: routeConfig,
      schema: {
        tags: ['admin'],
        summary: 'Remove one of the caller\'s second factors (the last one takes the recovery codes with it)',
        params: z.object({ id: z.uuid('factor id must be a UUID') }),
        response: { 200: secondFactorStatusSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await app.deps.run(removeSecondFactor, { userId, factorId: request.params.id, ip: clientIp(request) });
      return secondFactorStatus(database.db, userId, config.adminMfa);
    },
  );

  app.post(
    '/admin/second-factor/recovery-codes',
    {
      config: routeConfig,
      schema: {
        tags: ['admin'],
        summary: 'New recovery codes for the caller (shown once); the old ones stop working',
        response: { 200: recoveryCodesSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => app.deps.run(regenerateRecoveryCodes, { userId: signedInUser(request).id, ip: clientIp(request) }),
  );
};
