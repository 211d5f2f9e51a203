import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Route, useLocation } from 'wouter';
import { AccessDenied } from '../components/page/access-denied';
import { Spinner } from '../components/ui/spinner';
import { accessDenial } from './admin-pages';
import { ErrorBoundary } from './error-boundary';
import { PAGES, isPageLoaded, preloadPage } from './pages';
import { resolveRoute, type PageKey } from './routes';

/** data-page-loading hides the footer meanwhile (styles.css): under this placeholder it would jump when the page arrives. */
function PageFallback() {
  return (
    <div data-page-loading className="grid min-h-[60vh] place-items-center">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

/**
 * Whether the page's code is here (or failed to come: the page's own render then shows why). Waited for
 * outside Suspense, with the same placeholder: React holds back content that replaces a Suspense
 * placeholder for up to 300 ms, a plain state update it renders at once (app/pages.ts).
 */
function usePageCodeReady(page: PageKey | null): boolean {
  const [settled, setSettled] = useState<PageKey | null>(null);
  const ready = page === null || settled === page || isPageLoaded(page);
  useEffect(() => {
    if (ready || page === null) return;
    let current = true;
    void preloadPage(page).then(() => {
      // A transition: React renders the page in slices rather than one long task.
      if (current) startTransition(() => setSettled(page));
    });
    return () => {
      current = false;
    };
  }, [page, ready]);
  return ready;
}

/** Moves to the top and puts focus on <main> after each client-side navigation. */
function useNavigationFocus(location: string): void {
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (!window.location.hash) window.scrollTo({ top: 0 });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [location]);
}

/**
 * Renders the page that the route table picks for this path and sign-in state; an admin page shows
 * 'Access Denied' to anyone but an admin (admin-pages.ts), without loading the page itself.
 */
export function RouteView({ isAuthenticated, isAdmin }: { isAuthenticated: boolean; isAdmin: boolean }) {
  const [location] = useLocation();
  useNavigationFocus(location);
  const { page, pattern } = resolveRoute(location, isAuthenticated);
  const denial = accessDenial(page, isAdmin);
  const codeReady = usePageCodeReady(denial ? null : page);
  if (denial) return <AccessDenied documentTitle={denial.documentTitle} description={denial.description} />;
  if (!codeReady) return <PageFallback />;
  const Page = PAGES[page];
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<PageFallback />}>
        {/* <Route> provides useParams() to the page; resolveRoute already chose the match. */}
        {pattern ? <Route path={pattern} component={Page} /> : <Page />}
      </Suspense>
    </ErrorBoundary>
  );
}
