/**
 * What the server said about this browser's session when it sent the page (src/server/http/spa.ts):
 * 'none' when the request carried no session cookie, so the visitor is signed out for sure; 'unknown'
 * otherwise (a cookie whose session may have ended, or a page not served by our server, e.g. Vite's).
 */
export function sessionHint(doc: Document = document): 'none' | 'unknown' {
  return doc.querySelector('meta[name="squares-session"]')?.getAttribute('content') === 'none' ? 'none' : 'unknown';
}
