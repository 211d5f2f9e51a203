/** Starting a session from a sign-in or registration answer ({ user }) and refreshing the current user. */
import type { QueryClient } from '@tanstack/react-query';
import { authUserSchema } from '../../../domain/schemas/auth';
import { apiRequest } from '../../lib/api';
import type { AuthUser } from '../../lib/auth-types';
import { AUTH_USER_QUERY_KEY } from '../../lib/query-keys';

/** The user in an answer shaped { user } (or a bare user); null when the body is not one. */
export function authUserFromBody(body: unknown): AuthUser | null {
  const candidate =
    typeof body === 'object' && body !== null && 'user' in body ? (body as { user: unknown }).user : body;
  const parsed = authUserSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** POSTs and returns the signed-in user of the answer; a 2xx without a readable body still succeeds. */
export async function postForUser(url: string, payload: unknown): Promise<AuthUser | null> {
  const res = await apiRequest('POST', url, payload);
  const body: unknown = await res.json().catch(() => null);
  return authUserFromBody(body);
}

/**
 * The server has set the session cookie: show the user at once when the answer carried it, then
 * refetch GET /api/auth/user so the app follows the server's view of the session.
 */
export async function refreshSignedInUser(queryClient: QueryClient, user: AuthUser | null): Promise<void> {
  if (user) queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
  await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
}
