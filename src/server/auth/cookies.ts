import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The session cookie: httpOnly, SameSite=Lax, and over https Secure with the __Host- prefix (which the
 * browser only accepts from this exact host, on path /, without a Domain attribute).
 */
export const isHttps = (config: Config) => config.publicUrl.startsWith('https://');
export const sessionCookieName = (config: Config) => (isHttps(config) ? '__Host-sq_session' : 'sq_session');

/**
 * The cookie lives exactly as long as the session: Max-Age (seconds from now, by the app's clock), never an
 * absolute Expires date, so a browser whose clock disagrees with ours neither drops it early nor keeps it late.
 */
export function sessionCookieMaxAge(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

export function setSessionCookie(reply: FastifyReply, config: Config, session: { token: string; expiresAt: Date }, now: Date): void {
  reply.setCookie(sessionCookieName(config), session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(config),
    maxAge: sessionCookieMaxAge(session.expiresAt, now),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(config) });
}

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  const token = request.cookies[sessionCookieName(config)];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}
