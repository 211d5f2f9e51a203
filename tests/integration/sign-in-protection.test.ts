import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ensureAdminAccount, verifyAdminLogin } from '../../src/server/auth/accounts';
import { passwordWorkCounts } from '../../src/server/auth/passwords';
import { SIGN_IN_LIMITS } from '../../src/server/auth/rate-limit';
import { auditLog, rateLimits } from '../../src/server/db/schema';
import { clientFor, uniqueEmail } from './support/client';
import { describeEachDatabase, movableClock, TEST_ADMIN, type TestEnv } from './support/harness';
import { HttpBrowser } from './support/http-browser';

/** The argon2 calls (hashes and checks) the app makes while `body` runs. */
async function argon2CallsDuring(body: () => Promise<void>): Promise<number> {
  const before = passwordWorkCounts();
  await body();
  const after = passwordWorkCounts();
  return after.hashes - before.hashes + (after.verifies - before.verifies);
}

async function latestAudit(env: TestEnv, action: string, ip: string) {
  const [row] = await env.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.ip, ip)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describeEachDatabase('sign-in protection: throttles before password work', (env) => {
  it('registration: an invalid request hashes nothing, counts against its address, and a throttled one hashes nothing', async () => {
    const client = clientFor(env());
    const invalid = [
      { email: uniqueEmail('junk'), password: 'short', firstName: 'J' },
      { email: 'not-an-address', password: 'long-enough', firstName: 'J' },
      { email: uniqueEmail('junk'), password: 'long-enough' },
    ];
    const calls = await argon2CallsDuring(async () => {
      for (let i = 0; i < 10; i++) expect((await client.post('/api/auth/register', invalid[i % 3])).status).toBe(400);
      const throttled = await client.post('/api/auth/register', { email: uniqueEmail('real'), password: 'long-enough', firstName: 'R' });
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    });
    expect(calls).toBe(0);
    // The same registration from another address hashes once and succeeds.
    expect(await argon2CallsDuring(async () => {
      expect((await clientFor(env()).post('/api/auth/register', { email: uniqueEmail('real'), password: 'long-enough', firstName: 'R' })).status).toBe(201);
    })).toBe(1);
  });

  it('registration: a taken address is refused before hashing', async () => {
    const email = uniqueEmail('taken');
    expect((await clientFor(env()).post('/api/auth/register', { email, password: 'long-enough', firstName: 'T' })).status).toBe(201);
    const calls = await argon2CallsDuring(async () => {
      expect((await clientFor(env()).post('/api/auth/register', { email, password: 'long-enough', firstName: 'T' })).status).toBe(409);
    });
    expect(calls).toBe(0);
  });

  it('admin login: invalid input checks no password; a throttled address checks none either', async () => {
    const client = clientFor(env());
    const calls = await argon2CallsDuring(async () => {
      for (const body of [{}, { username: 'x' }, { password: 'y' }, { username: '', password: '' }, { username: 5, password: [] }]) {
        expect((await client.post('/api/admin/login', body)).status, JSON.stringify(body)).toBe(400);
      }
    });
    expect(calls).toBe(0);
    for (let i = 0; i < SIGN_IN_LIMITS.address.free - 5; i++) {
      expect((await client.post('/api/admin/login', { username: `someone-${i}`, password: 'wrong-password' })).status).toBe(401);
    }
    const throttledCalls = await argon2CallsDuring(async () => {
      for (let i = 0; i < 3; i++) expect((await client.post('/api/admin/login', TEST_ADMIN)).status).toBe(429);
      expect((await client.post('/api/admin/login', { username: 'x\0' })).status).toBe(429);
    });
    expect(throttledCalls).toBe(0);
  });

  it('audits every failed admin login, a hostile username made storable', async () => {
    for (const [username, stored] of [
      ['ad\0min', 'ad\uFFFDmin'],
      ['x\uD800y', 'x\uFFFDy'],
      ['\uDFFF', '\uFFFD'],
    ] as const) {
      const client = clientFor(env());
      const response = await client.post('/api/admin/login', { username, password: 'whatever-it-is' });
      // Refused by the schema (hygiene rule) or as a wrong username: never a 500, always audited.
      expect([400, 401], JSON.stringify(response.body)).toContain(response.status);
      const row = await latestAudit(env(), 'admin_login_failed', client.ip);
      expect((row?.details as { username?: string } | undefined)?.username).toBe(stored);
    }
    // Input the schema refuses is audited too, with what was sent.
    const client = clientFor(env());
    expect((await client.post('/api/admin/login', { username: 'y'.repeat(5_000), password: 'p' })).status).toBe(400);
    const row = await latestAudit(env(), 'admin_login_failed', client.ip);
    expect(row?.details).toMatchObject({ reason: 'invalid_input', username: `${'y'.repeat(999)}…` });
  });

  it('reaching the per-account ceiling is logged and audited, and then refuses every address', async () => {
    const { db } = env().database;
    await ensureAdminAccount(db, { username: 'ceiling-admin', password: 'ceiling-admin-password' }, env().now);
    const { max } = SIGN_IN_LIMITS.accountCeiling;
    // Failures from many addresses before this hour's last one (each address slowed down on its own).
    await db.insert(rateLimits).values({ key: 'admin:account:ceiling-admin', windowStart: env().now, count: max - 1 });
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    const log = { warn: (details: Record<string, unknown>, message: string) => void warnings.push({ details, message }) };
    const user = await verifyAdminLogin(db, { username: 'Ceiling-Admin', password: 'wrong', ip: '10.99.0.1', now: env().now, log });
    expect(user).toBeNull();
    expect(warnings).toEqual([{ details: expect.objectContaining({ scope: 'admin', account: 'ceiling-admin', ip: '10.99.0.1' }), message: expect.stringContaining('ceiling') }]);
    expect(await latestAudit(env(), 'sign_in_ceiling_reached', '10.99.0.1')).toMatchObject({
      details: { scope: 'admin', account: 'ceiling-admin', failures: max, windowMinutes: 60 },
    });
    const fresh = await clientFor(env()).post('/api/admin/login', { username: 'ceiling-admin', password: 'ceiling-admin-password' });
    expect(fresh.status).toBe(429);
  });
});

const clock = movableClock();

describeEachDatabase(
  'sign-in protection over time',
  (env) => {
    it('slows an account down from one address with doubling waits; a success there forgets them', async () => {
      await ensureAdminAccount(env().database.db, { username: 'slow-admin', password: 'slow-admin-password' }, clock.now());
      const client = clientFor(env());
      const wrong = () => client.post('/api/admin/login', { username: 'slow-admin', password: 'not-it' });
      for (let i = 0; i < SIGN_IN_LIMITS.accountFromAddress.free; i++) expect((await wrong()).status).toBe(401);
      for (const wait of [1, 2, 4, 8]) {
        const blocked = await wrong();
        expect(blocked.status).toBe(429);
        expect(blocked.headers['retry-after']).toBe(String(wait));
        clock.advance(wait * 1000 - 1);
        expect((await wrong()).status).toBe(429);
        clock.advance(1);
        expect((await wrong()).status).toBe(401);
      }
      clock.advance(16_000);
      expect((await client.post('/api/admin/login', { username: 'slow-admin', password: 'slow-admin-password' })).status).toBe(200);
      // Forgotten: the next typo from this address is a plain 401, not a 32 s wait.
      expect((await wrong()).status).toBe(401);
    });

    it('signs the real admin in from a fresh address while another address hammers the account', async () => {
      const attacker = clientFor(env());
      const answers: number[] = [];
      for (let i = 0; i < 40; i++) {
        answers.push((await attacker.post('/api/admin/login', { username: TEST_ADMIN.username, password: `guess-${i}` })).status);
        clock.advance(3_000);
      }
      // The attacker got a few guesses in (the free ones, then one per doubling wait), refused the rest.
      const guesses = answers.filter((s) => s === 401).length;
      expect(guesses).toBeGreaterThanOrEqual(SIGN_IN_LIMITS.accountFromAddress.free);
      expect(guesses).toBeLessThanOrEqual(12);
      expect(answers.filter((s) => s === 429).length).toBe(40 - guesses);
      expect((await attacker.post('/api/admin/login', TEST_ADMIN)).status).toBe(429);

      const admin = clientFor(env());
      const signedIn = await admin.post('/api/admin/login', TEST_ADMIN);
      expect(signedIn.status).toBe(200);
      expect((await admin.get('/api/auth/user')).body).toMatchObject({ isAdmin: true });
    });
  },
  { clock: clock.now },
);

describeEachDatabase(
  "sign-in protection on the embedded issuer's form",
  (env) => {
    /** A browser at the issuer's sign-in form (over real HTTP, so every request comes from 127.0.0.1). */
    async function atSignInForm() {
      const browser = new HttpBrowser(env().baseUrl!);
      const authorize = await browser.request('/api/login');
      const interaction = await browser.request(authorize.location!);
      const submit = (email: string, password: string) => browser.request(`${interaction.location!}/login`, { form: { email, password } });
      return { submit };
    }

    it('checks no password for invalid input (audited) or from a throttled address', async () => {
      const { submit } = await atSignInForm();
      const invalid = await argon2CallsDuring(async () => {
        const nul = await submit('a\0b@example.com', 'whatever-it-is');
        expect(nul.status).toBe(400);
        expect(nul.text).toContain('Email contains a character that is not allowed');
        expect((await submit('', 'whatever-it-is')).text).toContain('Enter your email');
      });
      expect(invalid).toBe(0);
      const [audited] = await env()
        .database.db.select()
        .from(auditLog)
        .where(eq(auditLog.action, 'sign_in_failed'))
        .orderBy(auditLog.id)
        .limit(1);
      expect(audited?.details).toEqual({ method: 'local-issuer', email: 'a\uFFFDb@example.com', reason: 'invalid_input' });

      for (let i = 2; i < SIGN_IN_LIMITS.address.free; i++) expect((await submit(uniqueEmail('guess'), 'wrong-password')).status).toBe(401);
      const throttled = await argon2CallsDuring(async () => {
        const blocked = await submit(uniqueEmail('guess'), 'wrong-password');
        expect(blocked.status).toBe(429);
        expect(blocked.text).toContain('Too many attempts. Try again in 1 second.');
        expect((await submit('a\0b@example.com', 'x')).status).toBe(429);
      });
      expect(throttled).toBe(0);
    });
  },
  { listen: true },
);
