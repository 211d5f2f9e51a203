/**
 * Cookies kept as a browser keeps them (RFC 6265 section 5.3): Max-Age, when present, wins over Expires
 * and counts from when the cookie arrived, by the browser's own clock — the machine's real clock, which may
 * disagree with the app's injected clock. `values` is a plain map tests may read and write directly.
 */
export class CookieJar {
  readonly values = new Map<string, string>();
  private readonly expiry = new Map<string, number>();

  constructor(private readonly realNow: () => number = Date.now) {}

  /** One parsed Set-Cookie. */
  receive(cookie: { name: string; value: string; maxAge?: number | undefined; expires?: Date | undefined }): void {
    const now = this.realNow();
    const expiresAt = cookie.maxAge !== undefined ? now + cookie.maxAge * 1000 : (cookie.expires?.getTime() ?? Infinity);
    if (cookie.value === '' || expiresAt <= now) {
      this.values.delete(cookie.name);
      this.expiry.delete(cookie.name);
      return;
    }
    this.values.set(cookie.name, cookie.value);
    this.expiry.set(cookie.name, expiresAt);
  }

  /** One raw Set-Cookie header line. */
  receiveLine(line: string): void {
    const [pair, ...attributes] = line.split(';');
    const eq = pair!.indexOf('=');
    const attribute = (name: string) =>
      attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
    const maxAge = attribute('max-age');
    const expires = attribute('expires');
    this.receive({
      name: pair!.slice(0, eq).trim(),
      value: pair!.slice(eq + 1).trim(),
      maxAge: maxAge === undefined ? undefined : Number(maxAge),
      expires: expires === undefined ? undefined : new Date(expires),
    });
  }

  /** The Cookie request header, without the cookies that have expired meanwhile (or undefined). */
  header(): string | undefined {
    const now = this.realNow();
    for (const [name, expiresAt] of this.expiry) {
      if (expiresAt <= now) {
        this.values.delete(name);
        this.expiry.delete(name);
      }
    }
    return this.values.size ? [...this.values].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }
}
