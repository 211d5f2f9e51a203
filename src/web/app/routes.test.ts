import { describe, expect, it } from 'vitest';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, matchPath, resolveRoute } from './routes';

describe('matchPath', () => {
  it('matches static paths, ignoring a trailing slash and the query', () => {
    expect(matchPath('/my-pools', '/my-pools')).toEqual({});
    expect(matchPath('/my-pools', '/my-pools/')).toEqual({});
    expect(matchPath('/checkout', '/checkout?poolId=1&amount=5')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/login')).toBeNull();
  });
  it('captures and decodes params', () => {
    expect(matchPath('/pool/:id', '/pool/42')).toEqual({ id: '42' });
    expect(matchPath('/join/:inviteCode', '/join/AB%20CD')).toEqual({ inviteCode: 'AB CD' });
    expect(matchPath('/join/:inviteCode', '/join/%E0%A4%A')).toEqual({ inviteCode: '%E0%A4%A' });
  });
  it('needs the same number of segments', () => {
    expect(matchPath('/pool/:id', '/pool')).toBeNull();
    expect(matchPath('/pool/:id', '/pool/1/extra')).toBeNull();
  });
});

describe('resolveRoute, signed out', () => {
  const page = (path: string) => resolveRoute(path, false).page;

  it('serves the visitor table', () => {
    expect(page('/')).toBe('landing');
    expect(page('/login')).toBe('login');
    expect(page('/admin-login')).toBe('adminLogin');
    expect(page('/test-registration')).toBe('testRegistration');
    expect(page('/pool/7')).toBe('pool');
    expect(resolveRoute('/pool/7', false).params).toEqual({ id: '7' });
  });
  it('renders the sign-in-required pages', () => {
    expect(page('/my-pools')).toBe('myPools');
    expect(page('/create-private-pool')).toBe('createPrivatePool');
    expect(page('/profile')).toBe('profile');
    expect(page('/settings')).toBe('settings');
    expect(page('/activity')).toBe('activity');
  });
  it('serves the printable board of a pool, as its pool page is served', () => {
    expect(resolveRoute('/pools/7/print', false)).toEqual({ page: 'printBoard', pattern: '/pools/:id/print', params: { id: '7' } });
    expect(resolveRoute('/pool/7/print', false).page).toBe('printBoard');
    expect(resolveRoute('/pools/7/print', true).page).toBe('printBoard');
    expect(resolveRoute('/pool/7/print', true).params).toEqual({ id: '7' });
    expect(resolveRoute('/pools/7', false).page).toBe('notFound');
  });
  it('serves the invite link, which asks the visitor to sign in and come back (D11)', () => {
    expect(resolveRoute('/join/X7K2', false)).toEqual({ page: 'join', pattern: '/join/:inviteCode', params: { inviteCode: 'X7K2' } });
  });
  it('gives 404 for signed-in-only and unknown paths', () => {
    for (const path of ['/dashboard', '/how-to-play', '/management', '/schedule/nfl', '/join', '/nope']) {
      expect(resolveRoute(path, false)).toEqual({ page: 'notFound', pattern: null, params: {} });
    }
  });
});

describe('/sign-out', () => {
  it('is a page signed in and signed out (where a cross-site sign-out link is confirmed)', () => {
    expect(resolveRoute('/sign-out', true).page).toBe('signOut');
    expect(resolveRoute('/sign-out', false).page).toBe('signOut');
  });
});

describe('resolveRoute, signed in', () => {
  const page = (path: string) => resolveRoute(path, true).page;

  it('serves the dashboard at / and /dashboard', () => {
    expect(page('/')).toBe('dashboard');
    expect(page('/dashboard')).toBe('dashboard');
  });
  it('serves every spec route', () => {
    expect(page('/my-pools')).toBe('myPools');
    expect(page('/activity')).toBe('activity');
    expect(page('/how-to-play')).toBe('howToPlay');
    expect(page('/simulation')).toBe('simulation');
    expect(page('/management')).toBe('management');
    expect(page('/week-management')).toBe('weekManagement');
    expect(page('/nfl-schedule')).toBe('nflSchedule');
    expect(resolveRoute('/schedule/nba', true)).toEqual({
      page: 'leagueSchedule',
      pattern: '/schedule/:league',
      params: { league: 'nba' },
    });
    expect(page('/checkout')).toBe('checkout');
    expect(page('/payment-test')).toBe('paymentTest');
    expect(page('/score-feed-test')).toBe('scoreFeedTest');
    expect(page('/test')).toBe('test');
    expect(page('/pool/3')).toBe('pool');
    expect(page('/create-private-pool')).toBe('createPrivatePool');
    expect(page('/age-verification')).toBe('ageVerification');
    expect(page('/admin-login')).toBe('adminLogin');
    expect(resolveRoute('/join/X7K2', true).params).toEqual({ inviteCode: 'X7K2' });
    expect(page('/profile')).toBe('profile');
    expect(page('/settings')).toBe('settings');
  });
  it('gives 404 for visitor-only and unknown paths', () => {
    expect(page('/login')).toBe('notFound');
    expect(page('/test-registration')).toBe('notFound');
    expect(page('/schedule')).toBe('notFound');
    expect(page('/anything/else')).toBe('notFound');
  });
});

describe('route tables', () => {
  it('have no duplicate patterns', () => {
    for (const table of [SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES]) {
      const paths = table.map((r) => r.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});
