import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  apiRequest,
  buildRequestInit,
  errorMessage,
  errorReference,
  formatApiErrorMessage,
  getQueryFn,
  queryKeyToUrl,
} from './api';
import { isAuthNoise } from './auth-errors';

describe('formatApiErrorMessage', () => {
  it('reads "{status}: {body}"', () => {
    expect(formatApiErrorMessage(409, 'Conflict', '{"message":"Square taken"}')).toBe(
      '409: {"message":"Square taken"}',
    );
  });
  it('falls back to the status text when the body is empty', () => {
    expect(formatApiErrorMessage(500, 'Internal Server Error', '')).toBe('500: Internal Server Error');
  });
});

describe('ApiRequestError', () => {
  it('carries the status and the server message of a JSON body', () => {
    const error = new ApiRequestError(400, 'Bad Request', '{"message":"Pool name must be at least 3 characters"}');
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.message).toBe('400: {"message":"Pool name must be at least 3 characters"}');
    expect(error.serverMessage).toBe('Pool name must be at least 3 characters');
    expect(errorMessage(error, 'fallback')).toBe('Pool name must be at least 3 characters');
  });
  it('carries the request id of the error body, as the reference a person can quote', () => {
    const error = new ApiRequestError(409, 'Conflict', '{"message":"Taken","code":"square_taken","requestId":"3fa9c2e1-2b"}');
    expect(error.requestId).toBe('3fa9c2e1-2b');
    expect(errorReference(error)).toBe('3fa9c2e1-2b');
    expect(errorReference(new ApiRequestError(502, 'Bad Gateway', '<html>oops</html>'))).toBeUndefined();
    expect(errorReference(new Error('Failed to fetch'))).toBeUndefined();
  });
  it('has no server message for a plain-text body', () => {
    const error = new ApiRequestError(502, 'Bad Gateway', '<html>oops</html>');
    expect(error.body).toBeNull();
    expect(errorMessage(error, 'Failed to create account')).toBe('Failed to create account');
  });
  it('a 401 counts as auth noise', () => {
    expect(isAuthNoise(new ApiRequestError(401, 'Unauthorized', ''))).toBe(true);
    expect(isAuthNoise(new Error('Not authenticated'))).toBe(true);
    expect(isAuthNoise(new Error('500: boom'))).toBe(false);
    expect(isAuthNoise('plain Unauthorized text')).toBe(true);
    expect(isAuthNoise(undefined)).toBe(false);
  });
});

describe('buildRequestInit', () => {
  it('always sends credentials; no body, no content type', () => {
    expect(buildRequestInit('GET')).toEqual({ method: 'GET', credentials: 'include' });
  });
  it('adds a JSON body and content type only with a payload', () => {
    expect(buildRequestInit('POST', { row: 1, column: 2 })).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"row":1,"column":2}',
    });
  });
});

describe('queryKeyToUrl', () => {
  it('joins the key parts with slashes', () => {
    expect(queryKeyToUrl(['/api/auth/user'])).toBe('/api/auth/user');
    expect(queryKeyToUrl(['/api/pools', 12, 'squares'])).toBe('/api/pools/12/squares');
    expect(queryKeyToUrl(['/api/pools/', '/12'])).toBe('/api/pools/12');
  });
  it('appends query strings as-is and skips empty parts', () => {
    expect(queryKeyToUrl(['/api/games', '?leagueId=1', '&includeAll=true'])).toBe(
      '/api/games?leagueId=1&includeAll=true',
    );
    expect(queryKeyToUrl(['/api/games', undefined, null, ''])).toBe('/api/games');
  });
});

describe('fetching', () => {
  afterEach(() => vi.unstubAllGlobals());

  const respond = (status: number, body: string, statusText = '') =>
    vi.fn(async () => new Response(body || null, { status, statusText }));

  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it('apiRequest throws an ApiRequestError for a non-OK answer', async () => {
    vi.stubGlobal('fetch', respond(404, '', 'Not Found'));
    await expect(apiRequest('GET', '/api/pools/9')).rejects.toThrow('404: Not Found');
  });

  it('getQueryFn returns null on 401 when asked to', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Not signed in"}'));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
  });

  it('getQueryFn fetches the joined key with credentials and decodes JSON', async () => {
    const fetchMock = respond(200, '[{"id":1}]');
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/leagues']))).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/leagues', expect.objectContaining({ credentials: 'include' }));
  });
});
