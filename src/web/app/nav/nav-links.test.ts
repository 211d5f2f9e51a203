import { describe, expect, it } from 'vitest';
import { ADMIN_LINKS, PRIMARY_LINKS, isLinkActive } from './nav-links';

describe('isLinkActive', () => {
  const dashboard = PRIMARY_LINKS.find((l) => l.label === 'Dashboard')!;
  const myPools = PRIMARY_LINKS.find((l) => l.label === 'My Pools')!;

  it('treats / and /dashboard as the dashboard', () => {
    expect(isLinkActive(dashboard, '/')).toBe(true);
    expect(isLinkActive(dashboard, '/dashboard')).toBe(true);
    expect(isLinkActive(dashboard, '/my-pools')).toBe(false);
  });

  it('matches exactly, ignoring a trailing slash', () => {
    expect(isLinkActive(myPools, '/my-pools/')).toBe(true);
    expect(isLinkActive(myPools, '/my-pools/extra')).toBe(false);
  });

  it('lists the spec links in order', () => {
    expect(PRIMARY_LINKS.map((l) => [l.label, l.href])).toEqual([
      ['How to Play', '/how-to-play'],
      ['Dashboard', '/'],
      ['My Pools', '/my-pools'],
    ]);
    expect(ADMIN_LINKS.map((l) => l.href)).toEqual(['/management', '/payment-test', '/score-feed-test']);
  });
});
