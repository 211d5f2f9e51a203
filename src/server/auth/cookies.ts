import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The session cookie: httpOnly, SameSite=Lax, and over https Secure with the __Host- prefix (which the
 * browser only accepts from this exact host, on path /, without a Domain attribute).
 */
export const isHttps = (config: Config) => config.publicUrl.startsWith('https://');
export const sessionCookieName = (config: Config) => (isHttps(config) ? '__Host-sq_session' : 'sq_session');

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(config),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(config) });
}

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  const token = request.cookies[sessionCookieName(config)];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}
