/**
 * Signing in and coming back: GET /api/login?returnTo={path} sends the browser to the identity provider
 * and, once signed in, back to that path (the server keeps only same-site paths, login-state.ts). The
 * same rule is applied here so a link never carries a destination the server would drop.
 */

/** A same-site path to come back to, or null: "/x" yes; "//host", "/\\host", "https://..", "/api/.." no. */
export function safeReturnPath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (value.startsWith('/api/') || value.startsWith('/oidc')) return null;
  return value.length <= 500 ? value : null;
}

/** The sign-in address that returns to `returnTo` afterwards (to / when the path is not a safe one). */
export function signInHref(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path ? `/api/login?returnTo=${encodeURIComponent(path)}` : '/api/login';
}

/** The registration page that comes back to `returnTo` once the new account is signed in. */
export function registerHref(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path ? `/test-registration?returnTo=${encodeURIComponent(path)}` : '/test-registration';
}
