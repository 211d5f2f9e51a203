import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isHttps, sessionCookieMaxAge } from './cookies';

/**
 * The browser's pending admin sign-in between the password and the second step (a passkey): a random
 * token whose hash names the pending sign-in in the database. Sent only to the sign-in routes
 * (path /api/admin/login), only by this site (SameSite=Strict), never readable by scripts.
 */
const COOKIE = 'sq_second_step';
const PATH = '/api/admin/login';

const options = (config: Config) => ({ path: PATH, httpOnly: true, sameSite: 'strict' as const, secure: isHttps(config) });

export function setSecondStepCookie(reply: FastifyReply, config: Config, pending: { token: string; expiresAt: Date }, now: Date): void {
  reply.setCookie(COOKIE, pending.token, { ...options(config), maxAge: sessionCookieMaxAge(pending.expiresAt, now) });
}

export function clearSecondStepCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(COOKIE, options(config));
}

export function readSecondStepToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}
