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
  createPrivatePool: () => import('../pages/create-private-pool'),
  ageVerification: () => import('../pages/age-verification'),
  join: () => import('../pages/join'),
  profile: () => import('../pages/profile'),
  settings: () => import('../pages/settings'),
  signOut: () => import('../pages/sign-out'),
  notFound: () => import('../pages/not-found'),
};

export const PAGES = Object.fromEntries(
  Object.entries(LOADERS).map(([key, load]) => [key, lazy(load)]),
) as Record<PageKey, LazyExoticComponent<ComponentType>>;

/**
 * Starts loading a page's code before React asks for it (the browser loads a module once, so the
 * page's own lazy import then finds it on its way). A failure is left for that import to show.
 */
export function preloadPage(page: PageKey): void {
  LOADERS[page]().catch(() => undefined);
}
