/**
 * The route tables (spec section 2, DESIGN D11) as data. The router renders the page that
 * resolveRoute picks; pages are lazy-loaded by key (app/pages.ts).
 */

export type PageKey =
  | 'landing'
  | 'login'
  | 'adminLogin'
  | 'testRegistration'
  | 'dashboard'
  | 'myPools'
  | 'activity'
  | 'howToPlay'
  | 'simulation'
  | 'management'
  | 'weekManagement'
  | 'nflSchedule'
  | 'leagueSchedule'
  | 'checkout'
  | 'paymentTest'
  | 'scoreFeedTest'
  | 'test'
  | 'pool'
  | 'printBoard'
  | 'createPrivatePool'
  | 'ageVerification'
  | 'join'
  | 'profile'
  | 'settings'
  | 'signOut'
  | 'notFound';

export type RouteDef = { readonly path: string; readonly page: PageKey };

/** Visitors: the landing page, sign-in pages, public pool pages (spec section 6) and their printable
 * boards (/pools/{id}/print, and under the pool page's own path), the account
 * pages that show their own sign-in-required state (the spec's two, plus Profile, Settings and Activity), and
 * the invite link (D11), which asks a visitor to sign in and come back. Both tables have /sign-out,
 * where a sign-out link from another site lands to be confirmed (GET /api/logout refuses it). */
export const SIGNED_OUT_ROUTES: readonly RouteDef[] = [
  { path: '/', page: 'landing' },
  { path: '/login', page: 'login' },
  { path: '/admin-login', page: 'adminLogin' },
  { path: '/test-registration', page: 'testRegistration' },
  { path: '/pool/:id', page: 'pool' },
  { path: '/pools/:id/print', page: 'printBoard' },
  { path: '/pool/:id/print', page: 'printBoard' },
  { path: '/my-pools', page: 'myPools' },
  { path: '/activity', page: 'activity' },
  { path: '/create-private-pool', page: 'createPrivatePool' },
  { path: '/profile', page: 'profile' },
  { path: '/settings', page: 'settings' },
  { path: '/join/:inviteCode', page: 'join' },
  { path: '/sign-out', page: 'signOut' },
];

export const SIGNED_IN_ROUTES: readonly RouteDef[] = [
  { path: '/', page: 'dashboard' },
  { path: '/dashboard', page: 'dashboard' },
  { path: '/my-pools', page: 'myPools' },
  { path: '/activity', page: 'activity' },
  { path: '/how-to-play', page: 'howToPlay' },
  { path: '/simulation', page: 'simulation' },
  { path: '/management', page: 'management' },
  { path: '/week-management', page: 'weekManagement' },
  { path: '/nfl-schedule', page: 'nflSchedule' },
  { path: '/schedule/:league', page: 'leagueSchedule' },
  { path: '/checkout', page: 'checkout' },
  { path: '/payment-test', page: 'paymentTest' },
  { path: '/score-feed-test', page: 'scoreFeedTest' },
  { path: '/test', page: 'test' },
  { path: '/pool/:id', page: 'pool' },
  { path: '/pools/:id/print', page: 'printBoard' },
  { path: '/pool/:id/print', page: 'printBoard' },
  { path: '/create-private-pool', page: 'createPrivatePool' },
  { path: '/age-verification', page: 'ageVerification' },
  { path: '/admin-login', page: 'adminLogin' },
  { path: '/join/:inviteCode', page: 'join' },
  { path: '/profile', page: 'profile' },
  { path: '/settings', page: 'settings' },
  { path: '/sign-out', page: 'signOut' },
];

export type RouteParams = Record<string, string>;

export type ResolvedRoute = {
  page: PageKey;
  /** The matched pattern; null for the 404 page. */
  pattern: string | null;
  params: RouteParams;
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Params of `path` against a pattern such as "/pool/:id", or null. A trailing slash is ignored. */
export function matchPath(pattern: string, path: string): RouteParams | null {
  const want = segmentsOf(pattern);
  const got = segmentsOf(path);
  if (want.length !== got.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const expected = want[i] ?? '';
    const actual = got[i] ?? '';
    if (expected.startsWith(':')) params[expected.slice(1)] = decode(actual);
    else if (expected !== actual) return null;
  }
  return params;
}

export function routesFor(isAuthenticated: boolean): readonly RouteDef[] {
  return isAuthenticated ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
}

/** The page for a path: the first matching entry of the signed-in or signed-out table, else 404. */
export function resolveRoute(path: string, isAuthenticated: boolean): ResolvedRoute {
  for (const route of routesFor(isAuthenticated)) {
    const params = matchPath(route.path, path);
    if (params) return { page: route.page, pattern: route.path, params };
  }
  return { page: 'notFound', pattern: null, params: {} };
}
