/** The largest value of PostgreSQL's `integer`: no row id (serial) is above it. */
export const MAX_DB_INTEGER = 2_147_483_647;

/**
 * A row id as a URL writes it (`/pool/12`, `?poolId=12`), or null when it is not one: digits only, 1 to
 * MAX_DB_INTEGER — the server's id parameters' range, so an id the API would answer 400 never becomes a
 * request. One rule for the server's first-load hints, the web's routes and the checkout link.
 */
export function parseRecordId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_DB_INTEGER ? id : null;
}
