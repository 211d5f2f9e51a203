import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test-support/fake-fetch';
import { pingServer } from './ping';

afterEach(() => vi.unstubAllGlobals());

describe('pingServer', () => {
  it('times the round trip with the clock it is given', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /readyz': { body: { status: 'ok' } } }).fetch);
    const times = [100, 142.6];
    expect(await pingServer(() => times.shift()!)).toEqual({ ok: true, status: 200, message: 'The server and its database are answering.', ms: 43 });
  });

  it('reports a network failure without a status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await pingServer(() => 0)).toEqual({ ok: false, status: null, message: 'No answer: the request did not reach the server.', ms: 0 });
  });

  it('reads a non-JSON failure by its status text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    expect(await pingServer(() => 0)).toMatchObject({ ok: false, status: 502, message: '502: Bad Gateway' });
  });
});
