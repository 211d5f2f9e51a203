import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors as oidcErrors } from 'oidc-provider';
import { PROJECT_ROOT } from '../../paths';
import { AppError } from '../../../domain/errors';
import { storableText } from '../../../domain/storable-text';
import { recordRefusedSignInInput, verifyLocalSignIn } from '../accounts';
import { clientIp } from '../request-meta';
import { dropIssuerCookieDates } from './issuer-cookies';
import { ISSUER_CSS_PATH, LOCAL_ISSUER_PATH } from './provider';
import { signInFormSchema } from './sign-in-form';
import { renderIssuerMessagePage, renderSignInPage } from './sign-in-view';

const CSS = readFileSync(path.join(PROJECT_ROOT, 'src/server/auth/local-issuer/sign-in.css'), 'utf8');
const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Mounts the embedded issuer under /oidc. Its protocol endpoints are handed to oidc-provider untouched
 * (the raw request, body unread); the sign-in step (the "interaction") is ours: a server-rendered page
 * that checks the app's local accounts.
 */
export async function registerLocalIssuer(app: FastifyInstance, provider: Provider): Promise<void> {
  const handle = provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Leave every body unread for oidc-provider, which parses its own.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all('/*', { config: { auth: 'public', csrf: false }, schema: { hide: true } }, (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(LOCAL_ISSUER_PATH.length) || '/';
      dropIssuerCookieDates(reply.raw);
      void handle(raw, reply.raw);
    });
  }, { prefix: LOCAL_ISSUER_PATH });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get('/interaction/:uid', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const details = await interactionOrNull(provider, request, reply);
      if (!details) return expiredPage(reply);
      if (details.prompt.name !== 'login') {
        // The app is pre-approved (loadExistingGrant), so only a login prompt is ever expected here.
        return finish(provider, request, reply, { error: 'access_denied', error_description: 'Unexpected prompt' });
      }
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      return signInPage(reply, String(details.uid), { email: hint });
    });

    scope.post('/interaction/:uid/login', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const details = await interactionOrNull(provider, request, reply);
      if (!details) return expiredPage(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const form = signInFormSchema.safeParse(body);
      // What was typed goes back into the form, storable and short whatever it was.
      const typed = typeof body.email === 'string' ? storableText(body.email.trim(), 254) : '';
      const { database, clock } = app.deps;
      const attempt = { ip: clientIp(request), now: clock() };
      try {
        if (!form.success) {
          await recordRefusedSignInInput(database.db, { ...attempt, scope: 'signin', account: body.email });
          return signInPage(reply.status(400), String(details.uid), { email: typed, error: form.error.issues[0]!.message });
        }
        const user = await verifyLocalSignIn(database.db, { ...form.data, ...attempt, log: request.log });
        if (!user) return signInPage(reply.status(401), String(details.uid), { email: typed, error: INVALID_CREDENTIALS });
        return finish(provider, request, reply, { login: { accountId: user.id } });
      } catch (error) {
        // Slowed down (429) or too busy to check a password now (503): the form says so and when to retry.
        if (error instanceof AppError && (error.code === 'rate_limited' || error.code === 'busy')) {
          reply.header('Retry-After', String(error.retryAfterSeconds));
          return signInPage(reply.status(error.status), String(details.uid), { email: typed, error: error.message });
        }
        throw error;
      }
    });

    scope.get('/interaction/:uid/abort', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const details = await interactionOrNull(provider, request, reply);
      if (!details) return reply.redirect('/login');
      return finish(provider, request, reply, { error: 'access_denied', error_description: 'Sign-in was cancelled' });
    });
  }, { prefix: LOCAL_ISSUER_PATH });

  app.get(`/${ISSUER_CSS_PATH.replace(/^\//, '')}`, { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(CSS),
  );
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

async function interactionOrNull(provider: Provider, request: FastifyRequest, reply: FastifyReply): Promise<Interaction | null> {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const { uid } = request.params as { uid: string };
    return details.uid === uid ? details : null;
  } catch (error) {
    if (error instanceof oidcErrors.SessionNotFound) return null;
    throw error;
  }
}

function signInPage(reply: FastifyReply, uid: string, options: { email?: string | undefined; error?: string }) {
  const base = `${LOCAL_ISSUER_PATH}/interaction/${encodeURIComponent(uid)}`;
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      renderSignInPage({
        action: `${base}/login`,
        cancelUrl: `${base}/abort`,
        registerUrl: '/test-registration',
        cssHref: ISSUER_CSS_PATH,
        ...(options.email !== undefined ? { email: options.email } : {}),
        ...(options.error !== undefined ? { error: options.error } : {}),
      }),
    );
}

function expiredPage(reply: FastifyReply) {
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      renderIssuerMessagePage({
        title: 'This sign-in has expired',
        message: 'Sign-in pages are only valid for a few minutes. Please start again from the Sign In button.',
        cssHref: ISSUER_CSS_PATH,
        homeUrl: '/login',
      }),
    );
}

/** Hands the result back to oidc-provider, which answers with the redirect to continue the flow. */
async function finish(provider: Provider, request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
  reply.hijack();
  dropIssuerCookieDates(reply.raw);
  await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
}
