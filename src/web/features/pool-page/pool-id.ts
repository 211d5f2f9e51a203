/** The page's id parsing lives in lib: the app's start-up prefetch reads the same id (app/route-preload.ts). */
export { parsePoolId } from '../../lib/pool-id';

/** Where "leave this pool" goes: the dashboard when signed in; visitors have the landing page instead. */
export function poolExitPath(signedIn: boolean): string {
  return signedIn ? '/dashboard' : '/';
}
