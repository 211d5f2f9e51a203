import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from './routes';

type PageModule = Promise<{ default: ComponentType }>;

/** Every page is its own chunk, so the landing route stays light. Pages read params via useParams(). */
const LOADERS: Record<PageKey, () => PageModule> = {
  landing: () => import('../pages/landing'),
  login: () => import('../pages/login'),
  adminLogin: () => import('../pages/admin-login'),
  testRegistration: () => import('../pages/test-registration'),
  dashboard: () => import('../pages/dashboard'),
  myPools: () => import('../pages/my-pools'),
  activity: () => import('../pages/activity'),
  howToPlay: () => import('../pages/how-to-play'),
  simulation: () => import('../pages/simulation'),
  management: () => import('../pages/management'),
  weekManagement: () => import('../pages/week-management'),
  nflSchedule: () => import('../pages/nfl-schedule'),
  leagueSchedule: () => import('../pages/league-schedule'),
  checkout: () => import('../pages/checkout'),
  paymentTest: () => import('../pages/payment-test'),
  scoreFeedTest: () => import('../pages/score-feed-test'),
  test: () => import('../pages/test'),
  pool: () => import('../pages/pool'),
  printBoard: () => import('../pages/print-board'),
  createPrivatePool: () => import('../pages/create-private-pool'),
  ageVerification: () => import('../pages/age-verification'),
  join: () => import('../pages/join'),
  profile: () => import('../pages/profile'),
  settings: () => import('../pages/settings'),
  signOut: () => import('../pages/sign-out'),
  notFound: () => import('../pages/not-found'),
};

type Loaded = { default: ComponentType };

/**
 * A page's lazy component and its preload. Once the code has arrived, the lazy component's loader
 * answers synchronously (a thenable that calls back at once), so the page renders without suspending:
 * content revealed after a Suspense placeholder is held back by React for up to 300 ms (its throttle
 * on revealing Suspense content), which was most of the pool page's LCP after its code and data had
 * arrived. Route-view waits for the code itself and only then renders the page.
 */
function lazyPage(load: () => PageModule) {
  let loaded: Loaded | null = null;
  let loading: PageModule | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Page = lazy(() => (loaded ? ({ then: (resolve: (module: Loaded) => void) => resolve(loaded!) } as unknown as PageModule) : preload()));
  return { Page, preload, isLoaded: () => loaded !== null };
}

const LAZY_PAGES = Object.fromEntries(Object.entries(LOADERS).map(([key, load]) => [key, lazyPage(load)])) as Record<
  PageKey,
  ReturnType<typeof lazyPage>
>;

export const PAGES = Object.fromEntries(Object.entries(LAZY_PAGES).map(([key, page]) => [key, page.Page])) as Record<
  PageKey,
  LazyExoticComponent<ComponentType>
>;

/** Whether a page's code has arrived (its lazy component then renders without suspending). */
export function isPageLoaded(page: PageKey): boolean {
  return LAZY_PAGES[page].isLoaded();
}

/**
 * Starts loading a page's code before React asks for it (app/route-preload.ts, app/route-view.tsx).
 * Settles when it has arrived or failed; a failure is left for the page's own render, which asks
 * again and shows its error boundary if that fails too.
 */
export function preloadPage(page: PageKey): Promise<void> {
  return LAZY_PAGES[page].preload().then(
    () => undefined,
    () => undefined,
  );
}
