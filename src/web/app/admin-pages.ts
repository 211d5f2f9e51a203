/**
 * The admin pages (DESIGN D6: the role is the server's) and what a signed-in non-admin sees there:
 * 'Access Denied' and why, in the spec's words for the management console and in matching words for
 * the others. One rule for every admin page, applied where the route is resolved, so a new admin page
 * cannot forget it. Signed-out visitors never reach these pages: the visitor route table has no
 * admin route (spec section 2: any other path is the 404 page). The server refuses their API calls either way.
 */
import type { PageKey } from './routes';

export type AccessDenial = { documentTitle: string; description: string };

const ADMIN_PAGES: Partial<Record<PageKey, AccessDenial>> = {
  management: { documentTitle: 'Management', description: "You don't have permission to access the management console." },
  weekManagement: { documentTitle: 'Week Management', description: "You don't have permission to access week management." },
  paymentTest: { documentTitle: 'Payment Test', description: "You don't have permission to access the payment tester." },
  scoreFeedTest: { documentTitle: 'Score Feed Test', description: "You don't have permission to access the score feed tester." },
  test: { documentTitle: 'Test', description: "You don't have permission to access the test page." },
};

export function isAdminPage(page: PageKey): boolean {
  return ADMIN_PAGES[page] !== undefined;
}

/** What to show instead of `page` to this viewer, or null when they may see it. */
export function accessDenial(page: PageKey, isAdmin: boolean): AccessDenial | null {
  return isAdmin ? null : (ADMIN_PAGES[page] ?? null);
}
