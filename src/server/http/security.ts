import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from '../../domain/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';

/**
 * A state-changing request must come from our own pages. Browsers say where a request comes from in
 * Sec-Fetch-Site (every current browser) and Origin; anything cross-site is refused with 403.
 * Sec-Fetch-Site decides when present: a form post can carry "Origin: null" under some referrer
 * policies although it is same-origin. Requests with neither header come from non-browser clients,
 * which cookie-based CSRF cannot involve.
 */
export function isCrossOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return !isOurOrigin(request, origin, publicOrigin);
}

const isOurOrigin = (request: FastifyRequest, origin: string, publicOrigin: string) =>
  origin === publicOrigin || origin === `${request.protocol}://${request.host}`;

/**
 * A browser navigation (GET) that another site started: a link, a redirect, a form. As isCrossOrigin,
 * and for old browsers that send neither header, the Referer's origin. A typed-in address or a bookmark
 * ("none") is the person's own doing.
 */
export function isCrossSiteNavigation(request: FastifyRequest, publicOrigin: string): boolean {
  if (typeof request.headers['sec-fetch-site'] === 'string' || typeof request.headers.origin === 'string') {
    return isCrossOrigin(request, publicOrigin);
  }
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return false;
  return !URL.canParse(referer) || !isOurOrigin(request, new URL(referer).origin, publicOrigin);
}

/**
 * Browser features no page of ours uses are switched off, for our pages and every frame in them: a
 * script that slipped in cannot ask for the camera, the microphone or the position. Payment requests
 * stay allowed to our pages and Stripe's card frame (its wallet buttons use them). The position stays
 * off until paid entries ask the browser for it (D21); then it becomes `geolocation=(self)`.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * What Stripe's card form needs beyond our own origin (Stripe's documented CSP): its script, the frames
 * it draws the card fields and 3-D Secure in, and its API. Only in Stripe mode: the sandbox's card form is
 * ours, and a policy is strongest with nothing it does not need.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  const stripe = config.payments.provider === 'stripe';
  // Built once: @fastify/helmet rebuilt (and re-parsed the policy of) helmet on every request.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.script : [])],
        // React style props and Radix popper positioning set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile pictures come from the identity provider.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.connect : [])],
        frameSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.frame : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Full URLs never leave the site; other sites see only our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    if (isCrossOrigin(request, publicOrigin)) throw forbidden(CROSS_ORIGIN_MESSAGE, 'cross_origin');
  });
}
