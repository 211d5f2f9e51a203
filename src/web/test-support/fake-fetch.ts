/**
 * A stand-in for the API in component tests: answers `fetch` from a table of "METHOD /path" routes
 * and records every call with its JSON body. Unknown routes answer 404 with the API's error body.
 */
import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body: unknown };
export type FakeRoute = FakeAnswer | ((body: unknown, calls: number) => FakeAnswer | Promise<FakeAnswer>);
export type FakeCall = { method: string; url: string; body: unknown };

export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const key = `${method} ${url}`;
    const route = routes[key];
    const count = calls.filter((c) => `${c.method} ${c.url}` === key).length;
    const answer: FakeAnswer = !route
      ? { status: 404, body: { message: `No fake route for ${key}`, code: 'not_found' } }
      : typeof route === 'function'
        ? await route(body, count)
        : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    fetch,
    calls,
    /** The calls to one route, e.g. callsTo('POST /api/purchase-squares'). */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key),
  };
}
