/**
 * Component tests' rendering: the API answered by fakeFetch, and a recorded in-memory location (its
 * history shows what the page pushed or replaced).
 */
import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { AUTH_USER_QUERY_KEY } from '../lib/query-keys';
import { fakeFetch, type FakeRoute } from './fake-fetch';
import { makeAuthUser } from './fixtures';

/** `ui` rendered at `path`, with a query client of its own (or `client`, set up beforehand) and nobody signed in. */
export function renderAt(path: string, ui: ReactNode, routes: Record<string, FakeRoute>, client: QueryClient = createQueryClient()) {
  const server = fakeFetch(routes);
  vi.stubGlobal('fetch', server.fetch);
  const memory = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {ui}
      </Router>
    </QueryClientProvider>,
  );
  return { server, memory, client };
}

/** A page rendered at a path by its route pattern, a signed-in player in the cache. */
export function renderRoute(pattern: string, component: ComponentType, path: string, routes: Record<string, FakeRoute>) {
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, makeAuthUser());
  return renderAt(path, <Route path={pattern} component={component} />, routes, client);
}
