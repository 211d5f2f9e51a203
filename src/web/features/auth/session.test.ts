import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api';
import type { AuthUser } from '../../lib/auth-types';
import { AUTH_USER_QUERY_KEY } from '../../lib/query-keys';
import { authUserFromBody, postForUser, refreshSignedInUser } from './session';
import { makeAuthUser } from '../../test-support/fixtures';

const USER = makeAuthUser();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authUserFromBody', () => {
  it('reads { user } and a bare user', () => {
    expect(authUserFromBody({ user: USER })).toEqual(USER);
    expect(authUserFromBody(USER)).toEqual(USER);
  });
  it('is null for anything else', () => {
    expect(authUserFromBody(null)).toBeNull();
    expect(authUserFromBody({ user: { id: 'u1' } })).toBeNull();
    expect(authUserFromBody('ok')).toBeNull();
  });
});

describe('postForUser', () => {
  it('POSTs JSON with credentials and returns the user', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ user: USER }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(postForUser('/api/auth/register', { email: 'a' })).resolves.toEqual(USER);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/register', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a"}',
    });
  });
  it('still succeeds when a 2xx has no JSON body', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(postForUser('/api/admin/login', {})).resolves.toBeNull();
  });
  it('throws ApiRequestError with the server message on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Invalid credentials"}', { status: 401, statusText: 'Unauthorized' })),
    );
    const error = await postForUser('/api/admin/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('401: {"message":"Invalid credentials"}');
    expect((error as ApiRequestError).serverMessage).toBe('Invalid credentials');
  });
});

describe('refreshSignedInUser', () => {
  it('shows the answered user at once, then refetches the current user', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fetches = 0;
    const queryFn = vi.fn(async (): Promise<AuthUser | null> => {
      fetches += 1;
      return fetches === 1 ? null : { ...USER, firstName: 'Refetched' };
    });
    // An active observer, as the app shell's useAuth() is.
    const observer = new QueryObserver(client, { queryKey: AUTH_USER_QUERY_KEY, queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));

    const pending = refreshSignedInUser(client, USER);
    expect(client.getQueryData(AUTH_USER_QUERY_KEY)).toEqual(USER);
    await pending;
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(client.getQueryData<AuthUser>(AUTH_USER_QUERY_KEY)?.firstName).toBe('Refetched');
    unsubscribe();
    client.clear();
  });
});
