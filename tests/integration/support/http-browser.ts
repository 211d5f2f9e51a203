import { CookieJar } from './cookie-jar';

/**
 * A minimal browser over real HTTP: follows nothing by itself (each redirect is a step the test can
 * look at), keeps cookies by name and sends them back, posts forms like a browser does.
 */
export class HttpBrowser {
  private readonly jar = new CookieJar();
  readonly cookies = this.jar.values;
  /** Every Set-Cookie line received, in order (for tests that look at cookie attributes). */
  readonly received: string[] = [];

  constructor(private readonly origin: string) {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url, this.origin);
    const headers: Record<string, string> = {};
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = this.origin;
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      this.received.push(line);
      this.jar.receiveLine(line);
    }
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location, target).toString() : null, text: await response.text() };
  }
}
