/**
 * A page rendered at a path for component tests: the API answered by fakeFetch, a signed-in player in
 * the cache, and a recorded in-memory location (its history shows what the page pushed or replaced).
 */
import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { AUTH_USER_QUERY_KEY } from '../lib/query-keys';
import { fakeFetch, type FakeRoute } from './fake-fetch';
import { makeAuthUser } from './fixtures';

export function renderRoute(pattern: string, component: ComponentType, path: string, routes: Record<string, FakeRoute>) {
  const server = fakeFetch(routes);
  vi.stubGlobal('fetch', server.fetch);
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, makeAuthUser());
  const memory = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <Route path={pattern} component={component} />
      </Router>
    </QueryClientProvider>,
  );
  return { server, memory, client };
}
