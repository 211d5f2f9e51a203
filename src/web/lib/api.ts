/**
 * The one way the web app talks to the API (spec section 7): cookies always, JSON only when there is
 * a body, and every non-OK answer becomes an Error reading "{status}: {body or status text}".
 */
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { isErrorCode, type ErrorCode } from '../../domain/errors';
import type { ApiError } from '../../domain/schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** "{status}: {responseText || statusText}", exactly as the spec phrases API failures. */
export function formatApiErrorMessage(status: number, statusText: string, responseText: string): string {
  return `${status}: ${responseText || statusText}`;
}

/** The error body (DESIGN section 5) when the response text is one; otherwise null. */
export function parseApiErrorBody(responseText: string): ApiError | null {
  if (!responseText) return null;
  try {
    const parsed: unknown = JSON.parse(responseText);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { message?: unknown }).message === 'string'
    ) {
      return parsed as ApiError;
    }
  } catch {
    // Plain-text bodies are normal (proxies, HTML error pages); the raw text is still in `message`.
  }
  return null;
}

/** A failed API call. `message` follows the spec; `body` carries the server's own words when JSON. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError | null;
  readonly responseText: string;

  constructor(status: number, statusText: string, responseText: string) {
    super(formatApiErrorMessage(status, statusText, responseText));
    this.name = 'ApiRequestError';
    this.status = status;
    this.responseText = responseText;
    this.body = parseApiErrorBody(responseText);
  }

  /** The server's error code (src/domain/errors.ts), if it sent one we know. */
  get code(): ErrorCode | null {
    return isErrorCode(this.body?.code) ? this.body.code : null;
  }

  /** The server's `message` field, if it sent one. */
  get serverMessage(): string | null {
    return this.body?.message ?? null;
  }

  /** The failed request's id (the server's logs carry it), if the server sent one. */
  get requestId(): string | null {
    return this.body?.requestId ?? null;
  }
}

/** What a person can quote when reporting a failed call ("Reference: …"): its request id, if any. */
export function errorReference(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? (error.requestId ?? undefined) : undefined;
}

/** The text to show a person for any thrown value: the server's message first, then a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // An unreadable body still yields "{status}: {statusText}".
  }
  throw new ApiRequestError(res.status, res.statusText, text);
}

/** Builds the fetch options: credentials always; JSON body and content type only with a body. */
export function buildRequestInit(method: HttpMethod, body?: unknown): RequestInit {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return init;
}

/** Sends a request and returns the Response; throws ApiRequestError when it is not OK. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, buildRequestInit(method, body));
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest + JSON decoding, for mutations that read the answer. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/**
 * The URL of a query key: its parts joined with "/", so ['/api/pools', 12, 'squares'] reads
 * "/api/pools/12/squares". A part starting with "?" or "&" is appended as-is, so
 * ['/api/games', '?leagueId=1'] reads "/api/games?leagueId=1".
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  let url = '';
  for (const part of queryKey) {
    if (part === null || part === undefined || part === '') continue;
    const text = String(part);
    if (url === '' || text.startsWith('?') || text.startsWith('&')) url += text;
    else url += `${url.endsWith('/') ? '' : '/'}${text.replace(/^\//, '')}`;
  }
  return url;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the key's URL; a 401 gives null or throws, as asked. */
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
