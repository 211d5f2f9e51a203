import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PendingLogin } from '../../auth/oidc/relying-party';

/**
 * Between /api/login and /api/callback the PKCE verifier, state and nonce live in a short-lived,
 * signed, httpOnly cookie bound to this browser. SameSite=Lax lets it ride the issuer's top-level
 * redirect back to the callback.
 */
const COOKIE = 'sq_login';
const MAX_AGE_S = 600;

const stateSchema = z.object({
  codeVerifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
});
export type LoginState = z.infer<typeof stateSchema>;

export function saveLoginState(reply: FastifyReply, pending: PendingLogin, returnTo: string, secure: boolean): void {
  reply.setCookie(COOKIE, JSON.stringify({ ...pending, returnTo }), {
    path: '/api/callback',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_S,
    signed: true,
  });
}

export function takeLoginState(request: FastifyRequest, reply: FastifyReply, secure: boolean): LoginState | null {
  const raw = request.cookies[COOKIE];
  reply.clearCookie(COOKIE, { path: '/api/callback', httpOnly: true, sameSite: 'lax', secure });
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
