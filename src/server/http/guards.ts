import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSessionToken } from '../auth/cookies';
import { hasSecondFactor } from '../auth/second-factor-state';
import type { SessionContext } from '../auth/sessions';
import type { UserRow } from '../db/schema';
import { AppError, forbidden, unauthorized } from '../../domain/errors';
import { mustEnrolSecondFactor } from '../../domain/second-factor';
import { refuseRouteWithoutInputHygiene } from './input-hygiene';

/**
 * Authorization is declared on every API route (`config.auth`) and enforced here, before the body is
 * parsed: 'public', 'user' (signed in) or 'admin' (the server-side role, D6). A route under /api that
 * declares nothing stops the server at start, so no route can be left open by omission.
 */
export type AuthLevel = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** false = exempt from the same-origin check (e.g. the OIDC issuer's back-channel endpoints). */
    csrf?: boolean;
    /** An endless text/event-stream response (tools that call every route must not wait for it). */
    stream?: boolean;
    /**
     * Still open to an admin who must enrol a second factor first (ADMIN_MFA=required): the enrolment
     * routes themselves and who is signed in. Every other signed-in route answers 403 mfa_enrolment_required.
     */
    secondFactorEnrolment?: boolean;
  }
  interface FastifyInstance {
    /** Every route with its declared auth level, recorded at registration (the authorization matrix). */
    declaredRoutes: { method: string; url: string; auth: AuthLevel; stream: boolean }[];
  }
  interface FastifyRequest {
    /** undefined until looked up; null = signed out. Use currentAuth(). */
    authContext: SessionContext | null | undefined;
  }
}

/** Routes registered by plugins we do not own (the OpenAPI UI) and are public by nature. */
const UNDECLARED_OK = [/^\/api\/docs(\/|$)/];

export const ADMIN_REQUIRED_MESSAGE = 'Admin access required';
export const MFA_ENROLMENT_REQUIRED_MESSAGE =
  'Set up two-step sign-in first: this site requires admins to add an authenticator app or a passkey (Profile, Two-step sign-in).';

/** The signed-in user's session for this request (looked up once), or null. */
export async function currentAuth(request: FastifyRequest): Promise<SessionContext | null> {
  if (request.authContext !== undefined) return request.authContext;
  const { config, database, clock, sessionCache } = request.server.deps;
  const token = readSessionToken(request, config);
  request.authContext = token ? await sessionCache.find(database.db, token, clock()) : null;
  return request.authContext;
}

/** Who is asking, on a route anyone may call: the signed-in user, or null. */
export async function viewerOf(request: FastifyRequest): Promise<UserRow | null> {
  return (await currentAuth(request))?.user ?? null;
}

/** The signed-in user of a route declared 'user' or 'admin' (the guard has already checked). */
export function signedInUser(request: FastifyRequest): UserRow {
  const user = request.authContext?.user;
  if (!user) throw unauthorized();
  return user;
}

/**
 * ADMIN_MFA=required: an admin without a second factor may only enrol one (and see who is signed in).
 * One small query per signed-in admin request, and only in that mode; players never pay it.
 */
async function refuseUntilEnrolled(request: FastifyRequest, auth: SessionContext): Promise<void> {
  const { config, database } = request.server.deps;
  if (config.adminMfa !== 'required' || auth.user.role !== 'admin') return;
  if (request.routeOptions.config?.secondFactorEnrolment === true) return;
  const enrolled = await hasSecondFactor(database.db, auth.user.id);
  if (mustEnrolSecondFactor({ isAdmin: true, hasSecondFactor: enrolled }, config.adminMfa)) {
    throw forbidden(MFA_ENROLMENT_REQUIRED_MESSAGE, 'mfa_enrolment_required');
  }
}

export function registerGuards(app: FastifyInstance): void {
  app.decorateRequest('authContext', undefined);
  const declared: FastifyInstance['declaredRoutes'] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route) => {
    refuseRouteWithoutInputHygiene(route);
    const auth = route.config?.auth;
    if (auth) {
      const stream = route.config?.stream === true;
      for (const method of [route.method].flat()) declared.push({ method: String(method), url: route.url, auth, stream });
      return;
    }
    if (!route.url.startsWith('/api/') || UNDECLARED_OK.some((pattern) => pattern.test(route.url))) return;
    throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth ('public', 'user' or 'admin')`);
  });

  app.addHook('onRequest', async (request) => {
    const level = request.routeOptions.config?.auth;
    if (level !== 'user' && level !== 'admin') return;
    const auth = await currentAuth(request);
    if (!auth) throw unauthorized();
    if (level === 'admin' && auth.user.role !== 'admin') throw forbidden(ADMIN_REQUIRED_MESSAGE);
    await refuseUntilEnrolled(request, auth);
  });
}

export { AppError };
