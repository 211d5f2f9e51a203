/**
 * Where a browser goes once it has signed in, registered or joined (`returnTo`): a page of this site,
 * never another one. One rule for the server (the sign-in redirect) and the web (its sign-in links and
 * the registration form), so neither can let through what the other drops.
 *
 * The value is resolved the way a browser resolves a Location header, with `new URL(value, site)`, and
 * kept only when it stays on the site's origin. Before that, the raw value must hold no control
 * character, whitespace or backslash anywhere: browsers drop tabs and line breaks inside URLs and read
 * `\` as `/`, so `/\t/evil.example` or `/\evil.example` look like a path here and are `//evil.example` to
 * them; a line break would also make the Location header itself invalid (a 500). The redirect is then
 * the URL's own serialisation of path, query and fragment, never the raw text.
 */

/** Longer values are not anyone's page (and the value rides in a cookie through the sign-in). */
export const MAX_RETURN_TO_LENGTH = 500;

// C0 controls, DEL, C1 controls, every Unicode space (\s), and the backslash.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s\\]/u;

/** The API (JSON, and GET /api/logout) and the identity provider are never a page to come back to. */
const OFF_LIMITS_PATHS = [/^\/api(?:\/|$)/i, /^\/oidc(?:\/|$)/i];

/**
 * The same-site path (with query and fragment) `value` leads to, or null when it leads anywhere else or
 * is not a plain URL. `siteUrl` is the site's own address (PUBLIC_URL on the server, the page's origin
 * in the browser).
 */
export function sameSiteReturnPath(value: unknown, siteUrl: string): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_RETURN_TO_LENGTH) return null;
  if (REFUSED_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, siteUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteUrl).origin) return null;
  // Percent-encoded, a path can still spell what the checks above refuse (`/%2F%2Fevil`, `/api%2Fme`):
  // a server or router that decodes it must not find another host or the API there either.
  const decoded = decodedPath(url.pathname);
  if (decoded === null || decoded.startsWith('//') || REFUSED_CHARACTERS.test(decoded)) return null;
  if (OFF_LIMITS_PATHS.some((path) => path.test(url.pathname) || path.test(decoded))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to send the browser: the same-site path of `value`, or the home page for anything else. */
export function safeReturnTo(value: unknown, siteUrl: string): string {
  return sameSiteReturnPath(value, siteUrl) ?? '/';
}

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
