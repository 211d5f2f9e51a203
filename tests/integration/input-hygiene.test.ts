import Fastify, { type FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, idParam, text } from '../../src/domain/schemas';
import { registerErrorHandler } from '../../src/server/http/errors';
import { openDatabase } from '../../src/server/db/client';
import { clientFor, signedInAdmin, signedInPlayer, TestClient, uniqueEmail } from './support/client';
import { describeEachDatabase, DEFAULT_NOW, testConfig, TEST_ADMIN, type TestEnv } from './support/harness';
import { HttpBrowser } from './support/http-browser';
import { startApp } from './support/app';

/**
 * Input hygiene: the inputs that answered 500 now answer 400 naming the field; a database
 * error caused by input answers 4xx and is logged as a bug of its route; a new route cannot skip the rule.
 */
const TOO_BIG = 2_147_483_648;

interface Refusal {
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
}

type Who = 'anonymous' | 'player' | 'admin';
interface Case {
  name: string;
  who: Who;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** The field the refusal names. */
  field: string;
}

const registration = (fields: Record<string, string>) => ({ email: uniqueEmail('hygiene'), password: 'a-good-password', firstName: 'Pat', ...fields });
const score = { homeScore: 7, awayScore: 3 };

const CASES: Case[] = [
  { name: 'NUL in the first name of a registration', who: 'anonymous', method: 'POST', url: '/api/auth/register', body: registration({ firstName: 'Pa\0t' }), field: 'firstName' },
  { name: 'NUL in the last name of a registration', who: 'anonymous', method: 'POST', url: '/api/auth/register', body: registration({ lastName: '\0' }), field: 'lastName' },
  { name: 'NUL in the admin username', who: 'anonymous', method: 'POST', url: '/api/admin/login', body: { username: 'ops\0admin', password: 'x' }, field: 'username' },
  { name: 'a lone surrogate in the admin username', who: 'anonymous', method: 'POST', url: '/api/admin/login', body: { username: 'ops\uD800admin', password: 'x' }, field: 'username' },
  { name: 'NUL in the country of an age check', who: 'player', method: 'POST', url: '/api/verify-age', body: { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US\0' }, field: 'residenceCountry' },
  { name: 'leagueId 2^31 in the games query', who: 'anonymous', method: 'GET', url: `/api/games?leagueId=${TOO_BIG}`, field: 'leagueId' },
  { name: 'gameId 2^31 of a score update', who: 'admin', method: 'POST', url: '/api/simulate-score-update', body: { gameId: TOO_BIG, ...score, quarter: 1 }, field: 'gameId' },
  { name: 'gameId 2^31 of a replay', who: 'admin', method: 'POST', url: '/api/replays', body: { gameId: TOO_BIG, historicalGameId: 'any' }, field: 'gameId' },
  { name: 'poolId 2^31 of a score calculation', who: 'admin', method: 'POST', url: '/api/test-score-calculation', body: { poolId: TOO_BIG, ...score }, field: 'poolId' },
  // The same rules, met elsewhere: a lone low surrogate, 2^53 - 1, a query id of the console.
  { name: 'a lone low surrogate in a first name', who: 'anonymous', method: 'POST', url: '/api/auth/register', body: registration({ firstName: '\uDC00Pat' }), field: 'firstName' },
  { name: 'a high surrogate ending the country', who: 'player', method: 'POST', url: '/api/verify-age', body: { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US\uD83C' }, field: 'residenceCountry' },
  { name: 'gameId 2^53 - 1 of a score update', who: 'admin', method: 'POST', url: '/api/simulate-score-update', body: { gameId: Number.MAX_SAFE_INTEGER, ...score, quarter: 1 }, field: 'gameId' },
  { name: 'leagueId 2^31 in the console’s pool list', who: 'admin', method: 'GET', url: `/api/admin/pools?leagueId=${TOO_BIG}`, field: 'leagueId' },
];

describeEachDatabase('input hygiene: hostile input answers 400 naming the field', (env) => {
  const clients = async (): Promise<Record<Who, () => TestClient>> => {
    const player = (await signedInPlayer(env())).client;
    const admin = (await signedInAdmin(env())).client;
    // Anonymous calls each come from a fresh address: refused sign-ins count against theirs.
    return { anonymous: () => clientFor(env()), player: () => player, admin: () => admin };
  };

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const as = await clients();
    const response = await as[c.who]().request(c.method, c.url, c.body === undefined ? {} : { body: c.body });
    expect(response.status, response.text).toBe(400);
    const body = response.body as Refusal;
    expect(body.code).toBe('bad_request');
    expect(body.message).toContain(`${c.field}:`);
    expect(body.issues?.map((i) => i.path)).toContain(c.field);
  });

  it('still takes the same requests with good input (the rule refuses only what it should)', async () => {
    const as = await clients();
    expect((await as.anonymous().post('/api/auth/register', registration({ firstName: 'Zoë 🏈', lastName: 'O’Brien' }))).status).toBe(201);
    // The largest id is a fine id: no such league (404), no such pool (404).
    expect((await as.anonymous().get('/api/games?leagueId=2147483647')).status).toBe(404);
    expect((await as.admin().post('/api/test-score-calculation', { poolId: 2_147_483_647, ...score })).status).toBe(404);
    expect((await clientFor(env()).post('/api/admin/login', TEST_ADMIN)).status).toBe(200);
  });
});

describeEachDatabase(
  "input hygiene: the embedded issuer's sign-in form",
  (env) => {
    it('answers 400 naming the e-mail for a NUL in it', async () => {
      const browser = new HttpBrowser(env().baseUrl!);
      const authorize = await browser.request('/api/login');
      const interaction = await browser.request(authorize.location!);
      const response = await browser.request(`${interaction.location!}/login`, { form: { email: 'a\0b@example.com', password: 'whatever-it-is' } });
      expect(response.status).toBe(400);
      expect(response.text).toContain('Email contains a character that is not allowed');
    });
  },
  { listen: true },
);

/** Statements that make the database itself refuse input, each the way a route that skipped the rule would. */
const DATABASE_PROBES: Record<string, { sql: ReturnType<typeof sql>; status: number; code: string; message: string; sqlstate: string }> = {
  nul: { sql: sql`insert into hygiene_parent (id, name) values (1, ${'a\0b'})`, status: 400, code: 'bad_request', message: 'A text value in the request contains a character that cannot be stored', sqlstate: '22021' },
  'nul-in-jsonb': { sql: sql`insert into hygiene_parent (id, doc) values (2, ${JSON.stringify({ t: 'a\0' })}::jsonb)`, status: 400, code: 'bad_request', message: 'A text value in the request contains a character that cannot be stored', sqlstate: '22P05' },
  'surrogate-in-jsonb': { sql: sql`insert into hygiene_parent (id, doc) values (3, ${JSON.stringify({ t: '\uD800' })}::jsonb)`, status: 400, code: 'bad_request', message: 'A value in the request is not in a form that can be stored', sqlstate: '22P02' },
  'not-a-number': { sql: sql`insert into hygiene_parent (id) values (${'abc'}::integer)`, status: 400, code: 'bad_request', message: 'A value in the request is not in a form that can be stored', sqlstate: '22P02' },
  'out-of-range': { sql: sql`insert into hygiene_parent (id) values (${String(TOO_BIG)}::integer)`, status: 400, code: 'bad_request', message: 'A number in the request is out of range', sqlstate: '22003' },
  'too-long': { sql: sql`insert into hygiene_parent (id, name) values (4, ${'much too long'})`, status: 400, code: 'bad_request', message: 'A text value in the request is too long', sqlstate: '22001' },
  duplicate: { sql: sql`insert into hygiene_parent (id, name) values (5, ${'taken'})`, status: 409, code: 'conflict', message: 'This conflicts with something that already exists', sqlstate: '23505' },
  'missing-reference': { sql: sql`insert into hygiene_child (parent_id) values (${999})`, status: 400, code: 'bad_request', message: 'The request refers to something that does not exist', sqlstate: '23503' },
  'still-referenced': { sql: sql`delete from hygiene_parent where id = ${100}`, status: 409, code: 'conflict', message: 'This is still in use and cannot be removed', sqlstate: '23503' },
};

describeEachDatabase(
  'input hygiene: database errors caused by input',
  (env) => {
    /** A bare app with the real error handler, whose one route runs a probe; its error log is kept. */
    async function probeApp(e: TestEnv) {
      const logged: Record<string, unknown>[] = [];
      const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
      const app = Fastify({ loggerInstance: log as FastifyBaseLogger });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      registerErrorHandler(app);
      app.post<{ Params: { probe: string } }>('/probe/:probe', async (request) => {
        const probe = DATABASE_PROBES[request.params.probe];
        await e.database.db.execute(probe ? probe.sql : sql`select 1 / 0`);
        return { ran: true };
      });
      await app.ready();
      return { app, logged };
    }

    it('answers 400 or 409 with a message, and logs a bug naming the route and the SQLSTATE (real errors of this database)', async () => {
      const { db } = env().database;
      await db.execute(sql`create table hygiene_parent (id integer primary key, name varchar(5) unique, doc jsonb)`);
      await db.execute(sql`create table hygiene_child (parent_id integer not null references hygiene_parent (id))`);
      await db.execute(sql`insert into hygiene_parent (id, name) values (100, 'taken')`);
      await db.execute(sql`insert into hygiene_child (parent_id) values (100)`);
      const { app, logged } = await probeApp(env());
      try {
        for (const [name, probe] of Object.entries(DATABASE_PROBES)) {
          logged.length = 0;
          const response = await app.inject({ method: 'POST', url: `/probe/${name}` });
          expect(response.statusCode, `${name}: ${response.body}`).toBe(probe.status);
          expect(response.json(), name).toEqual({ message: probe.message, code: probe.code, requestId: expect.any(String) });
          expect(logged, name).toHaveLength(1);
          expect(logged[0], name).toMatchObject({ level: 50, route: 'POST /probe/:probe', sqlstate: probe.sqlstate });
          expect(String(logged[0]!.msg), name).toContain('bug: the database refused input of POST /probe/:probe');
        }
        // Any other database failure stays a 500 that says nothing.
        const other = await app.inject({ method: 'POST', url: '/probe/divide-by-zero' });
        expect(other.statusCode).toBe(500);
        expect(other.json()).toEqual({ message: 'Internal server error', code: 'internal', requestId: expect.any(String) });
      } finally {
        await app.close();
      }
    });
  },
  { seed: false, admin: false },
);

describe('input hygiene: a new route gets the rule by default', () => {
  async function withApp(body: (app: Awaited<ReturnType<typeof startApp>>) => Promise<void>) {
    const database = await openDatabase({});
    const { runMigrations } = await import('../../src/server/db/migrate');
    await runMigrations(database);
    try {
      const app = await startApp({ config: testConfig(), database, clock: () => DEFAULT_NOW });
      try {
        await body(app);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }

  it('refuses to start with a route whose text field or id skips the rule, naming each', async () => {
    await withApp(async (app) => {
      const careless = () =>
        app.post('/api/careless', {
          config: { auth: 'public' },
          schema: { body: z.object({ nickname: z.string().trim().max(40), tags: z.array(z.string()) }), querystring: z.object({ poolId: z.coerce.number().int().positive() }) },
          handler: async () => ({}),
        });
      expect(careless).toThrow(
        /Route POST \/api\/careless breaks the input hygiene rule: querystring\.poolId: a number without an explicit minimum and maximum; body\.nickname: text without the input hygiene rule.*; body\.tags\[\]: text without/,
      );
      const digitsWithoutBounds = () =>
        app.get('/api/careless/:gameId', {
          config: { auth: 'public' },
          schema: { params: z.object({ gameId: z.string().regex(/^\d+$/).transform(Number) }) },
          handler: async () => ({}),
        });
      expect(digitsWithoutBounds).toThrow(/params\.gameId: text turned into a number without bounds/);
    });
  });

  it('takes a route built with text() and id(), which then refuses NUL and 2^31 with a 400 naming the field', async () => {
    await withApp(async (app) => {
      app.post('/api/careful/:poolId', {
        config: { auth: 'public' },
        schema: { params: z.object({ poolId: idParam('poolId') }), body: z.object({ nickname: text('nickname').max(40), gameId: id('gameId') }) },
        handler: async () => ({ ok: true }),
      });
      await app.ready();
      const client = new TestClient(app, 'http://localhost:5000');
      const refused = async (url: string, body: unknown) => {
        const response = await client.post(url, body);
        expect(response.status, response.text).toBe(400);
        return (response.body as Refusal).message;
      };
      expect(await refused('/api/careful/1', { nickname: 'a\0', gameId: 1 })).toBe(
        'Invalid request body: nickname: nickname contains a character that is not allowed (NUL or an unpaired surrogate)',
      );
      expect(await refused('/api/careful/1', { nickname: 'ok', gameId: TOO_BIG })).toBe('Invalid request body: gameId: gameId must be a positive whole number');
      expect(await refused(`/api/careful/${TOO_BIG}`, { nickname: 'ok', gameId: 1 })).toBe('Invalid path: poolId: poolId must be a positive whole number');
      expect((await client.post('/api/careful/2147483647', { nickname: 'Zoë 🏈', gameId: 2_147_483_647 })).status).toBe(200);
    });
  });
});
