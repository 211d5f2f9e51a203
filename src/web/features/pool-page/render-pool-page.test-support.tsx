import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { AuthUserDto } from '../../../domain/schemas';
import { TooltipProvider } from '../../components/ui/tooltip';
import { createQueryClient } from '../../lib/query-client';
import { AUTH_USER_QUERY_KEY } from '../../lib/query-keys';
import { fakeFetch, type FakeRoute } from '../../test-support/fake-fetch';
import { PoolPage } from './pool-page';

/** An event stream that never sends anything (tests that drive no live events). */
export class SilentEventSource {
  static readonly CLOSED = 2;
  readonly readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  addEventListener() {}
  close() {}
}

/**
 * The pool page as a test renders it: the API answered by `routes`, EventSource replaced, the viewer
 * known to the query cache (null: signed out), the router at /pool/{id}. `page` replaces the page
 * itself (e.g. a shell that shows where a navigation went).
 */
export function renderPoolPage(options: {
  poolId: number;
  routes: Record<string, FakeRoute>;
  user: AuthUserDto | null;
  eventSource?: unknown;
  page?: ReactNode;
}) {
  const server = fakeFetch(options.routes);
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('EventSource', options.eventSource ?? SilentEventSource);
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, options.user);
  const memory = memoryLocation({ path: `/pool/${options.poolId}`, record: true });
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {options.page ?? <PoolPage rawId={String(options.poolId)} />}
        </Router>
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { server, memory };
}
