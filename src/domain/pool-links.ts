/** The web's addresses of a pool: its page, its printable board, its invite link (D11). */

/** The pool page's path (the web route /pool/{id}). */
export function poolPagePath(poolId: number): string {
  return `/pool/${poolId}`;
}

/** The invite link's path (the web route /join/{code}). */
export function joinPath(inviteCode: string): string {
  return `/join/${encodeURIComponent(inviteCode)}`;
}

/**
 * The link the pool page's Share passes on (spec section 2): a private pool's page opens only for its
 * members, so its invite link, which makes whoever opens it one; any other pool's page.
 */
export function poolShareLink(origin: string, pool: { id: number; inviteCode?: string | undefined }): string {
  return `${origin.replace(/\/+$/, '')}${pool.inviteCode ? joinPath(pool.inviteCode) : poolPagePath(pool.id)}`;
}

/** The printable board. */
export function printBoardPath(poolId: number): string {
  return `/pools/${poolId}/print`;
}

/**
 * The link a printed board's QR code carries, on the site at `origin`. The organizer of a
 * private pool prints the invite link (whoever scans it joins); everyone else prints the pool page's
 * address, which is all they know — a private pool's page then opens only for its members.
 */
export function boardJoinLink(origin: string, pool: { id: number; inviteCode: string | null }): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}${pool.inviteCode ? joinPath(pool.inviteCode) : poolPagePath(pool.id)}`;
}
