import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from './api';
import { isAuthNoise } from './auth-errors';
import type { AuthUser } from './auth-types';
import { AUTH_USER_QUERY_KEY } from './query-keys';


const fetchUserOr401 = getQueryFn<AuthUser>({ on401: 'returnNull' });
let reportedFailure = false;

function looksLikeUser(value: unknown): value is AuthUser {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * The current user, or null when signed out. Any other failure (server down, 5xx, a body that is
 * not a user) also counts as signed out, so the app always renders; it is logged once.
 */
export async function fetchAuthUser(context: QueryFunctionContext): Promise<AuthUser | null> {
  try {
    const data = await fetchUserOr401(context);
    return looksLikeUser(data) ? data : null;
  } catch (error) {
    if (context.signal.aborted) throw error;
    if (!reportedFailure && !isAuthNoise(error)) {
      reportedFailure = true;
      console.warn('Could not load the signed-in user; continuing signed out.', error);
    }
    return null;
  }
}

export type AuthState = {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The server-side role (DESIGN D6). */
  isAdmin: boolean;
};

export function useAuth(): AuthState {
  const { data, isLoading } = useQuery({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: fetchAuthUser,
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.isAdmin === true };
}
