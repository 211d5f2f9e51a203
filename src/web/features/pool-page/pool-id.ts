/** The page's id parsing is the domain's: the server's first-load hints and the start-up prefetch read the same id. */
export { parseRecordId as parsePoolId } from '../../../domain/record-id';

/** Where "leave this pool" goes: the dashboard when signed in; visitors have the landing page instead. */
export function poolExitPath(signedIn: boolean): string {
  return signedIn ? '/dashboard' : '/';
}
