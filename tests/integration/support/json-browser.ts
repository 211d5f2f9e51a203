import { expect } from 'vitest';
import { CookieJar } from './cookie-jar';

/**
 * A browser of the JSON API over real HTTP (a server process): keeps its cookies, sends our Origin on
 * POSTs, and optionally comes from its own address (X-Forwarded-For, for a server with TRUST_PROXY).
 * Whatever happens, never a 5xx.
 */
export class JsonBrowser {
  private readonly jar = new CookieJar();
  constructor(
    public baseUrl: string,
    private readonly forwardedFor?: string,
  ) {}

  async send(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; body: unknown; text: string }> {
    const headers: Record<string, string> = this.forwardedFor ? { 'x-forwarded-for': this.forwardedFor } : {};
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    if (method === 'POST') {
      headers.origin = this.baseUrl;
      if (body !== undefined) headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.jar.receiveLine(line);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    expect(response.status, `${method} ${url} -> ${response.status} ${text}`).toBeLessThan(500);
    return { status: response.status, body: parsed, text };
  }

  async ok<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    const answer = await this.send(method, url, body);
    expect(answer.status, `${method} ${url}: ${answer.text}`).toBeGreaterThanOrEqual(200);
    expect(answer.status, `${method} ${url}: ${answer.text}`).toBeLessThan(300);
    return answer.body as T;
  }
}

/** Polls `probe` until it returns a value (not undefined) or the time is up; then fails with the last state seen. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, describeState: () => string, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s; last state: ${describeState()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
