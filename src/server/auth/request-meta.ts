import type { FastifyRequest } from 'fastify';

/** The client's address (from X-Forwarded-For only when TRUST_PROXY is on) and user agent. */
export const clientIp = (request: FastifyRequest): string => request.ip;
export const userAgent = (request: FastifyRequest): string | null => {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? ua : null;
};
