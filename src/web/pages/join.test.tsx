// @vitest-environment happy-dom
import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { AUTH_USER_QUERY_KEY, poolQueryKey } from '../lib/query-keys';
import type { ToastInput } from '../lib/toast/use-toast';
import { fakeFetch, type FakeRoute } from '../test-support/fake-fetch';
import { makeAuthUser } from '../test-support/fixtures';
import JoinPage from './join';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../lib/toast/use-toast', () => ({ toast: toastSpy }));

const CODE = 'K7QM-2XRD-9FJTA';

function Elsewhere() {
  const [path] = useLocation();
  return <p data-testid="location">{path}</p>;
}

function open(join: FakeRoute, { signedIn = true, routes = {} }: { signedIn?: boolean; routes?: Record<string, FakeRoute> } = {}) {
  const server = fakeFetch({ 'POST /api/pools/join': join, ...routes });
  vi.stubGlobal('fetch', server.fetch);
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, signedIn ? makeAuthUser() : null);
  const memory = memoryLocation({ path: `/join/${CODE}`, record: true });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <Switch>
            <Route path="/join/:inviteCode" component={JoinPage} />
            <Route>
              <Elsewhere />
            </Route>
          </Switch>
        </Router>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { server, memory, client };
}

const toasts = (): ToastInput[] => toastSpy.mock.calls.map(([arg]) => arg as ToastInput);

beforeEach(() => toastSpy.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/join/{inviteCode} signed out', () => {
  it('explains the invite and signs in through the provider, coming back to this same link; nothing is posted', () => {
    const { server } = open({ body: { poolId: 77, joined: true } }, { signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: "You've been invited to a private pool" })).toBeTruthy();
    expect(screen.getByText(CODE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to join' }).getAttribute('href')).toBe(
      `/api/login?returnTo=${encodeURIComponent(`/join/${CODE}`)}`,
    );
    // Someone without an account registers and comes back here too.
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/test-registration?returnTo=${encodeURIComponent(`/join/${CODE}`)}`,
    );
    expect(server.calls).toEqual([]);
  });
});

describe('/join/{inviteCode} signed in', () => {
  it('joins once on arrival, with a spinner, then lands on the pool with a welcome', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const { server, memory, client } = open(() => new Promise((resolve) => (answer = resolve)));
    client.setQueryData(poolQueryKey(77), null);
    expect(screen.getByRole('status', { name: 'Joining the pool…' })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('POST /api/pools/join')).toHaveLength(1));
    answer({ body: { poolId: 77, joined: true } });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pool/77'));
    expect(server.callsTo('POST /api/pools/join').map((c) => c.body)).toEqual([{ inviteCode: CODE }]);
    expect(toasts()).toEqual([{ title: 'Welcome to the pool', description: "You're a member now: pick your squares.", variant: 'success' }]);
    // Replaced, so Back does not come here to join again.
    expect(memory.history).toEqual(['/pool/77']);
    expect(client.getQueryState(poolQueryKey(77))?.isInvalidated).toBe(true);
  });

  it('a member already: straight to the pool, saying so', async () => {
    open({ body: { poolId: 77, joined: false } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pool/77'));
    expect(toasts()).toEqual([{ title: "You're already in this pool" }]);
  });

  it("a wrong code (404): 'Invite not found' with a way to the dashboard", async () => {
    const { server } = open({ status: 404, body: { message: 'Invite code not found', code: 'not_found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(server.callsTo('POST /api/pools/join')).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it('rate limited (429): asks to wait a minute, and Try again tries again', async () => {
    const { server } = open((_, calls) =>
      calls === 1 ? { status: 429, body: { message: 'Too many requests', code: 'rate_limited' } } : { body: { poolId: 77, joined: true } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Too many attempts, try again in a minute' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pool/77'));
    expect(server.callsTo('POST /api/pools/join')).toHaveLength(2);
  });

  it("any other failure shows the server's message with Try again", async () => {
    open({ status: 500, body: { message: 'Something broke on our side', code: 'internal' } });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't join the pool" })).toBeTruthy();
    expect(screen.getByText('Something broke on our side')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a session that ended meanwhile (401) shows the signed-out invite again', async () => {
    const { server } = open(
      { status: 401, body: { message: 'Not authenticated', code: 'unauthorized' } },
      { routes: { 'GET /api/auth/user': { status: 401, body: { message: 'Not authenticated' } } } },
    );
    expect(await screen.findByRole('link', { name: 'Sign in to join' })).toBeTruthy();
    expect(server.callsTo('POST /api/pools/join')).toHaveLength(1);
  });
});
