const MAX_INT32 = 2_147_483_647;

/**
 * The pool id of a /pool/{id} URL, or null when it is not one (spec: a non-numeric id shows the
 * Invalid Pool toast and leaves). Same range as the server's id parameter, so a URL the server
 * would answer 400 never becomes a request.
 */
export function parsePoolId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_INT32 ? id : null;
}
