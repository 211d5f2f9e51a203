import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnTo } from '../../../domain/return-to';
import {
  adminLoginSchema,
  apiErrorSchema,
  authUserSchema,
  passkeyAssertionSchema,
  registerSchema,
  secondStepCodeSchema,
  text,
  webAuthnOptionsSchema,
} from '../../../domain/schemas';
import { AppError } from '../../../domain/errors';
import { clearSecondStepCookie, readSecondStepToken, setSecondStepCookie } from '../../auth/second-step-cookie';
import { passkeySignInOptions, relyingPartyOf } from '../second-factor';
import { recordRefusedSignInInput } from '../../auth/accounts';
import { clearSessionCookie, isHttps, readSessionToken, setSessionCookie } from '../../auth/cookies';
import type { RelyingParty } from '../../auth/oidc/relying-party';
import { clientIp, userAgent } from '../../auth/request-meta';
import { currentAuth, signedInUser } from '../../http/guards';
import { isCrossSiteNavigation } from '../../http/security';
import { toAuthUser } from './presenter';
import { saveLoginState, takeLoginState } from './login-state';
import { adminPasskeySignIn, adminSignIn, countRefusedRegistration, MFA_REQUIRED_MESSAGE, pendingCodeSignIn, registerAndSignIn, signInWithIdentity, signOut, type RequestMeta, type SignedIn } from './service';

export interface AuthRoutesOptions {
  relyingParty: RelyingParty;
  /** The relying party talks to the embedded issuer (whose subjects are our user ids). */
  embeddedIssuer: boolean;
}

const userResponse = z.object({ user: authUserSchema });

/** Where an admin with a second factor goes after the identity provider: the admin sign-in's second step. */
export const SECOND_STEP_PAGE = '/admin-login?step=second-factor';

/** Where a sign-out link from another site lands (a web page asking to confirm). */
export const SIGN_OUT_CONFIRM_PATH = '/sign-out';

/** A field of a body the schema refused (anything may be there). */
const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { relyingParty, embeddedIssuer }) => {
  const { config, database } = app.deps;
  const secure = isHttps(config);
  const publicOrigin = new URL(config.publicUrl).origin;
  // Passkeys belong to PUBLIC_URL's host (WebAuthn's relying party), not to the OIDC relying party above.
  const passkeyParty = relyingPartyOf(config.publicUrl);
  const meta = (request: Parameters<typeof clientIp>[0]): RequestMeta => ({
    ip: clientIp(request),
    userAgent: userAgent(request),
    now: app.deps.clock(),
    previousToken: readSessionToken(request, config),
  });
  /** An admin's sign-in done (at once, or after its second step): the session cookie, and who is signed in. */
  const adminSignedIn = async (reply: FastifyReply, signedIn: SignedIn, now: Date) => {
    setSessionCookie(reply, config, signedIn, now);
    return { user: await toAuthUser(database.db, signedIn.user, config.compliance, app.deps.clock(), config.adminMfa) };
  };

  app.get(
    '/login',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: 'Start sign-in at the identity provider (browser navigation)', querystring: z.object({ returnTo: text('returnTo').optional() }) },
    },
    async (request, reply) => {
      try {
        const { url, pending } = await relyingParty.beginLogin();
        // Only a page of this site (domain/return-to.ts): anything else comes back to the home page.
        saveLoginState(reply, pending, safeReturnTo(request.query.returnTo, config.publicUrl), secure);
        return reply.redirect(url.href);
      } catch (error) {
        request.log.error({ err: error }, 'could not reach the identity provider');
        return reply.redirect('/login?error=unavailable');
      }
    },
  );

  app.get(
    '/callback',
    { config: { auth: 'public' }, schema: { tags: ['auth'], summary: 'Where the identity provider returns the browser' } },
    async (request, reply) => {
      const state = takeLoginState(request, reply, secure);
      if (!state) return reply.redirect('/login?error=expired');
      try {
        const claims = await relyingParty.completeLogin(new URL(request.url, config.publicUrl), state);
        const requestMeta = meta(request);
        const result = await app.deps.run(
          signInWithIdentity,
          { claims, embeddedIssuer, adminEmails: config.adminEmails, meta: requestMeta },
          requestMeta.now,
        );
        if (result.kind === 'second_step') {
          // An admin with a second factor: the identity provider was the first step; /admin-login asks for the second.
          setSecondStepCookie(reply, config, result.pending, requestMeta.now);
          return reply.redirect(SECOND_STEP_PAGE);
        }
        setSessionCookie(reply, config, result.signedIn, requestMeta.now);
        // Checked again: a login started before this rule (or under another PUBLIC_URL) carries its own value.
        return reply.redirect(safeReturnTo(state.returnTo, config.publicUrl));
      } catch (error) {
        const query = request.query as Record<string, unknown>;
        if (query.error === 'access_denied') return reply.redirect('/login?error=cancelled');
        request.log.warn({ err: error }, 'sign-in callback failed');
        return reply.redirect('/login?error=failed');
      }
    },
  );

  app.get(
    '/logout',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End the session and return to / (browser navigation); a link from another site is asked to confirm at /sign-out',
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = readSessionToken(request, config);
      // A cross-site link or redirect here must not sign anyone out (logout CSRF): the page asks first.
      if (token && isCrossSiteNavigation(request, publicOrigin)) return reply.redirect(SIGN_OUT_CONFIRM_PATH);
      try {
        if (token) {
          const auth = await currentAuth(request);
          await signOut(database.db, token, auth?.user.id ?? null, clientIp(request), app.deps.clock());
        }
      } catch (error) {
        // The spec: on failure go to /. The browser forgets the cookie either way.
        request.log.error({ err: error }, 'sign-out could not end the session');
      }
      clearSessionCookie(reply, config);
      return reply.redirect('/');
    },
  );

  app.get(
    '/auth/user',
    {
      // An admin who must enrol a second factor first still learns who is signed in (and that they must).
      config: { auth: 'user', secondFactorEnrolment: true },
      schema: { tags: ['auth'], summary: 'The signed-in user, or 401', response: { 200: authUserSchema, 401: apiErrorSchema } },
    },
    async (request) => toAuthUser(database.db, signedInUser(request), config.compliance, app.deps.clock(), config.adminMfa),
  );

  app.post(
    '/auth/register',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create a local account and sign in',
        body: registerSchema,
        response: { 201: userResponse, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
      // The handler sees refused input too, to count it against the address (and throw the 400 itself).
      attachValidation: true,
    },
    async (request, reply) => {
      const requestMeta = meta(request);
      if (request.validationError) {
        await countRefusedRegistration(database.db, requestMeta);
        throw request.validationError;
      }
      const signedIn = await registerAndSignIn(database.db, request.body, requestMeta);
      setSessionCookie(reply, config, signedIn, requestMeta.now);
      return reply.status(201).send({ user: await toAuthUser(database.db, signedIn.user, config.compliance, app.deps.clock()) });
    },
  );

  app.post(
    '/admin/login',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth', 'admin'],
        summary: 'Username/password sign-in for admins',
        body: adminLoginSchema,
        response: { 200: userResponse, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
      // Refused input is a failed admin login too: counted and audited before the 400.
      attachValidation: true,
    },
    async (request, reply) => {
      const requestMeta = meta(request);
      if (request.validationError) {
        const username = fieldOf(request.body, 'username');
        await recordRefusedSignInInput(database.db, { scope: 'admin', ip: requestMeta.ip, now: requestMeta.now, account: username });
        throw request.validationError;
      }
      const result = await adminSignIn(database.db, request.body, { ...requestMeta, log: request.log, sessionSecret: config.sessionSecret });
      if (result.kind === 'second_step') {
        // The password was right: this browser holds the pending sign-in (for a code or a passkey); the answer asks for the second step.
        setSecondStepCookie(reply, config, result.pending, requestMeta.now);
        throw new AppError('mfa_required', MFA_REQUIRED_MESSAGE);
      }
      return adminSignedIn(reply, result.signedIn, requestMeta.now);
    },
  );

  app.post(
    '/admin/login/code',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth', 'admin'],
        summary: "Second step with a code (authenticator app or recovery code) for this browser's pending admin sign-in (after 401 mfa_required, or the identity provider)",
        body: secondStepCodeSchema,
        response: { 200: userResponse, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const requestMeta = meta(request);
      const signedIn = await pendingCodeSignIn(
        database.db,
        { token: readSecondStepToken(request), code: request.body.code },
        { ...requestMeta, log: request.log, sessionSecret: config.sessionSecret },
      );
      clearSecondStepCookie(reply, config);
      return adminSignedIn(reply, signedIn, requestMeta.now);
    },
  );

  app.post(
    '/admin/login/passkey/options',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth', 'admin'],
        summary: "Second step with a passkey: options for navigator.credentials.get() for this browser's pending admin sign-in (after 401 mfa_required)",
        response: { 200: webAuthnOptionsSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      options: await passkeySignInOptions(database.db, { token: readSecondStepToken(request), relyingParty: passkeyParty, now: app.deps.clock() }),
    }),
  );

  app.post(
    '/admin/login/passkey',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth', 'admin'],
        summary: "Second step with a passkey: the browser's assertion for the pending admin sign-in; signs in",
        body: passkeyAssertionSchema,
        response: { 200: userResponse, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const requestMeta = meta(request);
      const token = readSecondStepToken(request);
      const signedIn = await adminPasskeySignIn(database.db, { token, relyingParty: passkeyParty, response: request.body.response }, { ...requestMeta, log: request.log });
      clearSecondStepCookie(reply, config);
      return adminSignedIn(reply, signedIn, requestMeta.now);
    },
  );
};
