import type { FastifyInstance } from 'fastify';
import type { FuzzOperation } from './openapi-operations';

/**
 * The embedded issuer's sign-in form (POST /oidc/interaction/{uid}/login) is a browser form outside the
 * OpenAPI document, so the fuzz adds it by hand: a real interaction is started (/api/login -> /oidc/auth
 * -> the interaction) and its uid and cookies are what the fuzz posts with. Its answers are HTML pages
 * by design (the sign-in page again, "expired", "too many attempts"), so only "no 5xx" applies to it.
 */
export interface IssuerInteraction {
  uid: string;
  cookie: string;
}

const FORM_ROUTE = '/oidc/interaction/:uid/login';

export function issuerFormOperation(declared: FastifyInstance['declaredRoutes']): FuzzOperation {
  return {
    method: 'POST',
    path: '/oidc/interaction/{uid}/login',
    route: FORM_ROUTE,
    params: { type: 'object', properties: { uid: { type: 'string', minLength: 1 } }, required: ['uid'] },
    query: { type: 'object', properties: {} },
    body: {
      contentType: 'application/x-www-form-urlencoded',
      schema: {
        type: 'object',
        properties: { email: { type: 'string', format: 'email', maxLength: 254 }, password: { type: 'string', minLength: 1, maxLength: 256 } },
        required: ['email', 'password'],
      },
      required: true,
    },
    auth: declared.find((r) => r.method === 'POST' && r.url === FORM_ROUTE)?.auth,
    stream: false,
  };
}

export const isIssuerForm = (op: FuzzOperation) => op.route === FORM_ROUTE;

function cookiesFrom(setCookie: string | string[] | undefined, jar: Map<string, string>) {
  for (const line of [setCookie ?? []].flat()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    if (at > 0) jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
}

/** Walks the redirects of a sign-in start until the issuer's interaction page. */
export async function startInteraction(app: FastifyInstance, publicUrl: string): Promise<IssuerInteraction> {
  const host = new URL(publicUrl).host;
  const jar = new Map<string, string>();
  let url = '/api/login';
  for (let hop = 0; hop < 5; hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
    cookiesFrom(response.headers['set-cookie'], jar);
    const location = response.headers.location;
    if (typeof location !== 'string') break;
    const next = new URL(location, publicUrl);
    const match = /^\/oidc\/interaction\/([\w-]+)$/.exec(next.pathname);
    if (match) return { uid: match[1]!, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    url = next.pathname + next.search;
  }
  throw new Error('fuzz: could not start a sign-in interaction with the embedded issuer');
}
