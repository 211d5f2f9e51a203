/**
 * Signing in and coming back: GET /api/login?returnTo={path} sends the browser to the identity provider
 * and, once signed in, back to that path. The server keeps only pages of this site; the rule is one
 * function (domain/return-to.ts), applied here too, so a link never carries a destination the server
 * would drop and the registration form never goes where sign-in would not.
 */
import { sameSiteReturnPath } from '../../domain/return-to';

/** This page's origin; outside a browser (unit tests without a DOM) any fixed origin resolves paths alike. */
const siteOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';

/** A page of this site to come back to, re-serialised, or null: "/x" yes; "//host", "/\\host", "https://..", "/api/.." no. */
export function safeReturnPath(value: string): string | null {
  return sameSiteReturnPath(value, siteOrigin());
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
