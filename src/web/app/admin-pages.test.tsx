import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { accessDenial, isAdminPage } from './admin-pages';
import { RouteView } from './route-view';
import { SIGNED_IN_ROUTES, resolveRoute } from './routes';

const ADMIN_PATHS = ['/management', '/week-management', '/payment-test', '/score-feed-test', '/test'];

function render(path: string, viewer: { isAuthenticated: boolean; isAdmin: boolean }): string {
  const html = renderToStaticMarkup(
    <Router ssrPath={path}>
      <RouteView {...viewer} />
    </Router>,
  );
  return html.replaceAll('&#x27;', "'");
}

describe('admin pages', () => {
  it('are exactly the management, week management and internal test pages', () => {
    const admin = SIGNED_IN_ROUTES.filter((route) => isAdminPage(route.page)).map((route) => route.path);
    expect(admin.sort()).toEqual([...ADMIN_PATHS].sort());
  });

  it("say 'Access Denied' to a signed-in player, with the spec's sentence for the management console", () => {
    for (const path of ADMIN_PATHS) {
      const html = render(path, { isAuthenticated: true, isAdmin: false });
      expect(html, path).toMatch(/<h1[^>]*>Access Denied<\/h1>/);
      expect(html, path).toContain(accessDenial(resolveRoute(path, true).page, false)?.description);
    }
    expect(render('/management', { isAuthenticated: true, isAdmin: false })).toContain(
      "You don't have permission to access the management console.",
    );
    expect(render('/payment-test', { isAuthenticated: true, isAdmin: false })).toContain(
      "You don't have permission to access the payment tester.",
    );
  });

  it('are the 404 page for a signed-out visitor (no admin route in the visitor table)', () => {
    for (const path of ADMIN_PATHS) {
      expect(resolveRoute(path, false).page, path).toBe('notFound');
      expect(render(path, { isAuthenticated: false, isAdmin: false }), path).not.toContain('Access Denied');
    }
  });

  it('open for an admin', () => {
    for (const path of ADMIN_PATHS) {
      expect(accessDenial(resolveRoute(path, true).page, true), path).toBeNull();
      expect(render(path, { isAuthenticated: true, isAdmin: true }), path).not.toContain('Access Denied');
    }
  });

  it('no other page is denied to players', () => {
    for (const route of SIGNED_IN_ROUTES.filter((r) => !ADMIN_PATHS.includes(r.path))) {
      expect(accessDenial(route.page, false), route.path).toBeNull();
    }
  });
});
