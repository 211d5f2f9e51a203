import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestEnv } from './harness';
import { TEST_ADMIN } from './harness';
import { CookieJar } from './cookie-jar';

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
  text: string;
}

let nextIp = 1;
/** A distinct client address per test client, so IP-based rate limits of one test do not leak into another. */
const freshIp = () => `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;

/**
 * A browser-like client for app.inject: keeps cookies between calls, sends our own Origin on
 * state-changing requests (as a browser on our pages would) and comes from its own IP address.
 */
export class TestClient {
  /** Cookies kept like a browser: by Max-Age/Expires, against this client's own (real) clock. */
  private readonly jar: CookieJar;
  readonly cookies: Map<string, string>;
  readonly ip: string;

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
    options: { ip?: string; realNow?: () => number } = {},
  ) {
    this.ip = options.ip ?? freshIp();
    this.jar = new CookieJar(options.realNow);
    this.cookies = this.jar.values;
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; form?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && method !== 'HEAD' && !('origin' in headers)) headers.origin = this.origin;
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const response = await this.app.inject({ method, url, headers, remoteAddress: this.ip, ...(payload === undefined ? {} : { payload }) });
    for (const cookie of response.cookies) this.jar.receive(cookie);
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON
    }
    return { status: response.statusCode, headers: response.headers, body, text: response.body };
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, headers ? { headers } : {});
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, { body, ...(headers ? { headers } : {}) });
}

export function clientFor(env: TestEnv, options: { ip?: string } = {}): TestClient {
  return new TestClient(env.app, new URL(env.config.publicUrl).origin, options);
}

let nextUser = 1;
export function uniqueEmail(prefix = 'player'): string {
  return `${prefix}.${Date.now().toString(36)}.${nextUser++}@example.com`;
}

/** A player who registered a local account (and is therefore signed in). */
export async function signedInPlayer(env: TestEnv, overrides: { email?: string; firstName?: string; lastName?: string } = {}) {
  const client = clientFor(env);
  const email = overrides.email ?? uniqueEmail();
  const response = await client.post('/api/auth/register', {
    email,
    password: 'a-good-password',
    firstName: overrides.firstName ?? 'Pat',
    lastName: overrides.lastName ?? 'Player',
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${response.text}`);
  return { client, email, user: (response.body as { user: { id: string } }).user };
}

/** The environment's bootstrapped admin, signed in through POST /api/admin/login. */
export async function signedInAdmin(env: TestEnv) {
  const client = clientFor(env);
  const response = await client.post('/api/admin/login', TEST_ADMIN);
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${response.text}`);
  return { client, user: (response.body as { user: { id: string } }).user };
}
