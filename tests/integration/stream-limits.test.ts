import { afterEach, expect, it } from 'vitest';
import { clientFor, signedInPlayer } from './support/client';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { eventually } from './support/json-browser';
import { freshFreePool } from './support/pools';
import { openStreamFrom, requestFrom, type OpenedStream } from './support/stream-from';

const TOKEN = 'metrics-token-for-stream-limits-0123';

/** squares_sse_refused_total for one reason, from GET /metrics. */
async function refusedCount(env: TestEnv, reason: string): Promise<number> {
  const response = await clientFor(env).get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(response.status, response.text).toBe(200);
  const line = response.text.split('\n').find((l) => l.startsWith(`squares_sse_refused_total{reason="${reason}"} `));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

/** The Cookie header of a test client (its session). */
function cookieOf(client: { cookies: Map<string, string> }): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Every stream a test opened is closed after it, and the process is seen to hold none. */
function streamsOfEachTest(env: () => TestEnv) {
  const opened: OpenedStream[] = [];
  afterEach(async () => {
    for (const stream of opened.splice(0)) stream.close();
    const { streamSlots } = env().app;
    await eventually('every stream given back', async () => (streamSlots.held === 0 ? true : undefined), () => `${streamSlots.held} held`);
  });
  return (stream: OpenedStream) => {
    opened.push(stream);
    return stream;
  };
}

describeEachDatabase(
  'live streams: at most STREAMS_PER_CLIENT per client',
  (env) => {
    const kept = streamsOfEachTest(env);
    const url = (path: string) => `${env().baseUrl}${path}`;

    it('25 streams from one address: 20 open, 5 refused 429 too_many_streams with Retry-After; another address and the API are served', async () => {
      const poolId = await freshFreePool(env());
      const refusedBefore = await refusedCount(env(), 'too_many_streams');
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => openStreamFrom(url(`/api/pools/${poolId}/events`), { address: '127.0.0.2' }).then(kept)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(5);
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(answer.headers['retry-after']).toBe('30');
        expect(answer.body).toMatchObject({ code: 'too_many_streams', message: expect.stringMatching(/at most 20/) });
      }
      expect(await refusedCount(env(), 'too_many_streams')).toBe(refusedBefore + 5);
      expect(env().app.streamSlots.heldBy('address:127.0.0.2')).toBe(20);

      // Meanwhile another address gets its board, and the capped address itself still gets the API.
      const other = kept(await openStreamFrom(url(`/api/pools/${poolId}/events`), { address: '127.0.0.3', waitFor: 'event' }));
      expect(other.status).toBe(200);
      expect(other.text).toMatch(/event: snapshot\n/);
      for (const address of ['127.0.0.3', '127.0.0.2']) {
        const leagues = await requestFrom(url('/api/leagues'), { address });
        expect(leagues.status, leagues.text).toBe(200);
        expect(JSON.parse(leagues.text)).toEqual(expect.arrayContaining([expect.objectContaining({ id: expect.any(Number) })]));
      }
    });

    it("counts a client's streams over all stream routes together", async () => {
      const poolId = await freshFreePool(env());
      const address = '127.0.0.4';
      for (let i = 0; i < 10; i++) expect(kept(await openStreamFrom(url(`/api/pools/${poolId}/events`), { address })).status).toBe(200);
      for (let i = 0; i < 10; i++) expect(kept(await openStreamFrom(url('/api/leagues/events'), { address })).status).toBe(200);
      for (const path of [`/api/pools/${poolId}/events`, '/api/leagues/events']) {
        const refused = kept(await openStreamFrom(url(path), { address }));
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ code: 'too_many_streams' });
      }
    });

    it('a signed-in account is one client across all its addresses; its streams do not use up an address', async () => {
      const poolId = await freshFreePool(env());
      const { client, user } = await signedInPlayer(env());
      const headers = { cookie: cookieOf(client) };
      for (let i = 0; i < 10; i++) {
        expect(kept(await openStreamFrom(url(`/api/pools/${poolId}/events`), { address: '127.0.0.5', headers })).status).toBe(200);
        expect(kept(await openStreamFrom(url('/api/user-pools/events'), { address: '127.0.0.6', headers })).status).toBe(200);
      }
      expect(env().app.streamSlots.heldBy(`account:${user.id}`)).toBe(20);
      for (const address of ['127.0.0.5', '127.0.0.7']) {
        const refused = kept(await openStreamFrom(url('/api/leagues/events'), { address, headers }));
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ code: 'too_many_streams' });
      }
      // The address the account used still has its own allowance for whoever is not signed in there.
      expect(kept(await openStreamFrom(url('/api/leagues/events'), { address: '127.0.0.5' })).status).toBe(200);
    });

    it('a closed stream gives its place back, and so does a stream the route refused', async () => {
      const poolId = await freshFreePool(env());
      const address = '127.0.0.8';
      const streams = [];
      for (let i = 0; i < 20; i++) streams.push(kept(await openStreamFrom(url(`/api/pools/${poolId}/events`), { address })));
      expect((await openStreamFrom(url('/api/leagues/events'), { address }).then(kept)).status).toBe(429);

      streams[0]!.close();
      await eventually(
        'the closed stream given back',
        async () => (env().app.streamSlots.heldBy(`address:${address}`) === 19 ? true : undefined),
        () => `${env().app.streamSlots.heldBy(`address:${address}`)} held`,
      );
      expect(kept(await openStreamFrom(url('/api/leagues/events'), { address })).status).toBe(200);

      // Refusals of the route's own (an unknown pool) and of the guard (My Pools signed out) take no place for good.
      for (let i = 0; i < 25; i++) {
        expect((await requestFrom(url('/api/pools/999999/events'), { address: '127.0.0.9' })).status).toBe(404);
        expect((await requestFrom(url('/api/user-pools/events'), { address: '127.0.0.9' })).status).toBe(401);
      }
      expect(kept(await openStreamFrom(url('/api/leagues/events'), { address: '127.0.0.9' })).status).toBe(200);
    });

    it('HEAD says whether a stream would be let in, without opening one', async () => {
      const address = '127.0.0.10';
      for (let i = 0; i < 20; i++) kept(await openStreamFrom(url('/api/leagues/events'), { address }));
      const held = env().app.streamSlots.held;
      const refused = await requestFrom(url('/api/leagues/events'), { address, method: 'HEAD' });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      const admitted = await requestFrom(url('/api/leagues/events'), { address: '127.0.0.11', method: 'HEAD' });
      expect(admitted.status).toBe(200);
      expect(admitted.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(env().app.streamSlots.held).toBe(held);
    });
  },
  { listen: true, config: { metricsToken: TOKEN } },
);

describeEachDatabase(
  'live streams: at most MAX_STREAMS per process',
  (env) => {
    const kept = streamsOfEachTest(env);
    const url = (path: string) => `${env().baseUrl}${path}`;

    it('beyond MAX_STREAMS every new client is answered 503 busy with Retry-After, counted; the API is still served', async () => {
      const busyBefore = await refusedCount(env(), 'busy');
      const first = [];
      for (const address of ['127.0.1.1', '127.0.1.2', '127.0.1.3']) first.push(kept(await openStreamFrom(url('/api/leagues/events'), { address })));
      expect(first.map((s) => s.status)).toEqual([200, 200, 200]);

      const busy = kept(await openStreamFrom(url('/api/leagues/events'), { address: '127.0.1.4' }));
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('10');
      expect(busy.body).toMatchObject({ code: 'busy', message: expect.any(String) });
      expect((await requestFrom(url('/api/leagues/events'), { address: '127.0.1.4', method: 'HEAD' })).status).toBe(503);
      expect(await refusedCount(env(), 'busy')).toBe(busyBefore + 1);
      expect((await requestFrom(url('/api/leagues'), { address: '127.0.1.4' })).status).toBe(200);

      first[0]!.close();
      const admitted = await eventually(
        'a place free again',
        async () => {
          const answer = kept(await openStreamFrom(url('/api/leagues/events'), { address: '127.0.1.4' }));
          return answer.status === 200 ? answer : undefined;
        },
        () => `${env().app.streamSlots.held} held`,
      );
      expect(admitted.status).toBe(200);
    });
  },
  { listen: true, config: { metricsToken: TOKEN, streams: { perClient: 20, perProcess: 3 } } },
);
