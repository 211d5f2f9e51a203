import { useDeferredValue } from 'react';
import { useAuth } from '../lib/use-auth';
import { FullScreenSpinner } from '../components/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { RouteView } from './route-view';
import { SiteHeader } from './nav/site-header';
import { SecondFactorBanner } from './second-factor-banner';
import { SiteFooter } from './site-footer';

function AppShell() {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  // The whole page replaces the spinner at a transition's priority, which React renders in slices of a
  // few milliseconds: an urgent update (the sign-in answer arrives through the query cache as one)
  // rendered the dashboard in one long task that held the main thread for ~120 ms (TBT).
  const loading = useDeferredValue(isLoading);
  if (loading) return <FullScreenSpinner />;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-card font-semibold text-foreground shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <SecondFactorBanner />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <RouteView isAuthenticated={isAuthenticated} isAdmin={isAdmin} />
      </main>
      <SiteFooter />
    </div>
  );
}

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary>
        <AppShell />
      </ErrorBoundary>
    </AppProviders>
  );
}
