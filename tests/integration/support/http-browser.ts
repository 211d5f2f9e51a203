/**
 * A minimal browser over real HTTP: follows nothing by itself (each redirect is a step the test can
 * look at), keeps cookies by name and sends them back, posts forms like a browser does.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url, this.origin);
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = this.origin;
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location, target).toString() : null, text: await response.text() };
  }
}
