import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from './routes';

/** Every page is its own chunk, so the landing route stays light. Pages read params via useParams(). */
export const PAGES: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  landing: lazy(() => import('../pages/landing')),
  login: lazy(() => import('../pages/login')),
  adminLogin: lazy(() => import('../pages/admin-login')),
  testRegistration: lazy(() => import('../pages/test-registration')),
  dashboard: lazy(() => import('../pages/dashboard')),
  myPools: lazy(() => import('../pages/my-pools')),
  howToPlay: lazy(() => import('../pages/how-to-play')),
  simulation: lazy(() => import('../pages/simulation')),
  management: lazy(() => import('../pages/management')),
  weekManagement: lazy(() => import('../pages/week-management')),
  nflSchedule: lazy(() => import('../pages/nfl-schedule')),
  leagueSchedule: lazy(() => import('../pages/league-schedule')),
  checkout: lazy(() => import('../pages/checkout')),
  paymentTest: lazy(() => import('../pages/payment-test')),
  scoreFeedTest: lazy(() => import('../pages/score-feed-test')),
  test: lazy(() => import('../pages/test')),
  pool: lazy(() => import('../pages/pool')),
  createPrivatePool: lazy(() => import('../pages/create-private-pool')),
  ageVerification: lazy(() => import('../pages/age-verification')),
  join: lazy(() => import('../pages/join')),
  profile: lazy(() => import('../pages/profile')),
  settings: lazy(() => import('../pages/settings')),
  signOut: lazy(() => import('../pages/sign-out')),
  notFound: lazy(() => import('../pages/not-found')),
};
