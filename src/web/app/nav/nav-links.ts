/** The navigation bar's links (spec section 2), as data shared by the desktop bar and the phone sheet. */

export type NavLink = {
  href: string;
  label: string;
  /** Other paths on which this link counts as current. */
  alsoActiveOn?: readonly string[];
};

export const PRIMARY_LINKS: readonly NavLink[] = [
  { href: '/how-to-play', label: 'How to Play' },
  { href: '/', label: 'Dashboard', alsoActiveOn: ['/dashboard'] },
  { href: '/my-pools', label: 'My Pools' },
];

/** Shown only when the server says the user is an admin (DESIGN D6). */
export const ADMIN_LINKS: readonly NavLink[] = [
  { href: '/management', label: 'Management' },
  { href: '/payment-test', label: 'Payment Test' },
  { href: '/score-feed-test', label: 'Score Feed Test' },
];

export const CREATE_POOL_LINK: NavLink = { href: '/create-private-pool', label: 'Create Private Pool' };

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether `link` is the current page at `location` (exact match, trailing slash ignored). */
export function isLinkActive(link: Pick<NavLink, 'href' | 'alsoActiveOn'>, location: string): boolean {
  const here = trimSlash(location);
  return [link.href, ...(link.alsoActiveOn ?? [])].some((path) => trimSlash(path) === here);
}
