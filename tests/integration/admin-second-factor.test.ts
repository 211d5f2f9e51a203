import { and, asc, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ensureAdminAccount } from '../../src/server/auth/accounts';
import { SECOND_STEP_LIMITS } from '../../src/server/auth/rate-limit';
import { adminRecoveryCodes, auditLog, sessions } from '../../src/server/db/schema';
import { totpCodeAt } from '../../src/server/modules/second-factor';
import { clientFor, signedInPlayer, type TestClient } from './support/client';
import { describeEachDatabase, movableClock, type TestEnv } from './support/harness';
import { SoftPasskey, type CreationOptions, type RequestOptions } from './support/soft-passkey';

/** The app's clock: TOTP codes change every 30 s, pending sign-ins expire, throttles wait. */
const clock = movableClock();
const STEP_MS = 30_000;

let admins = 0;
/** A username/password admin of its own (enrolling ends an admin's other sessions), signed in by password. */
async function freshAdmin(env: TestEnv) {
  const username = `mfa-admin-${env.kind}-${++admins}`;
  const password = `${username}-password`;
  await ensureAdminAccount(env.database.db, { username, password }, env.now);
  const client = clientFor(env);
  const response = await client.post('/api/admin/login', { username, password });
  expect(response.status, response.text).toBe(200);
  return { client, username, password, userId: (response.body as { user: { id: string } }).user.id };
}

async function enrolTotp(client: TestClient) {
  const started = await client.post('/api/admin/second-factor/totp');
  expect(started.status, started.text).toBe(200);
  const { secret, uri } = started.body as { secret: string; uri: string };
  const confirmed = await client.post('/api/admin/second-factor/totp/confirm', { code: totpCodeAt(secret, clock.now()), label: 'My phone' });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { secret, uri, recoveryCodes: (confirmed.body as { recoveryCodes: string[] | null }).recoveryCodes };
}

/** A 6-digit code that is none of those accepted now (the steps either side of now included). */
function wrongCode(secret: string): string {
  const right = new Set([-1, 0, 1].map((k) => totpCodeAt(secret, new Date(clock.now().getTime() + k * STEP_MS))));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!right.has(code)) return code;
  }
}

async function auditRows(env: TestEnv, action: string, userId: string) {
  return env.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectUserId, userId)))
    .orderBy(asc(auditLog.id));
}

describeEachDatabase(
  'admin second factor: authenticator app and recovery codes',
  (env) => {
    it('enrols an authenticator app from a confirmed first code, with recovery codes shown once, and ends the other sessions', async () => {
      const { client, username, password, userId } = await freshAdmin(env());
      const elsewhere = clientFor(env());
      expect((await elsewhere.post('/api/admin/login', { username, password })).status).toBe(200);

      const started = await client.post('/api/admin/second-factor/totp');
      const { secret, uri } = started.body as { secret: string; uri: string };
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri).toMatch(new RegExp(`^otpauth://totp/Squares:${username}\\?.*secret=${secret}`));
      // Not a factor until a code confirms it.
      expect((await client.get('/api/admin/second-factor')).body).toMatchObject({ factors: [], recoveryCodesLeft: 0, required: false, mustEnrol: false });
      const wrong = await client.post('/api/admin/second-factor/totp/confirm', { code: wrongCode(secret) });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'bad_request', issues: [{ path: 'code' }] });

      const confirmed = await client.post('/api/admin/second-factor/totp/confirm', { code: totpCodeAt(secret, clock.now()), label: 'My phone' });
      expect(confirmed.status, confirmed.text).toBe(200);
      const { factor, recoveryCodes } = confirmed.body as { factor: { kind: string; label: string }; recoveryCodes: string[] };
      expect(factor).toMatchObject({ kind: 'totp', label: 'My phone' });
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);

      const status = await client.get('/api/admin/second-factor');
      expect(status.body).toMatchObject({ factors: [{ kind: 'totp', label: 'My phone' }], recoveryCodesLeft: 10 });
      expect(JSON.stringify(status.body)).not.toContain(recoveryCodes[0]);
      // The session that enrolled goes on; the one signed in with the password alone elsewhere has ended.
      expect((await client.get('/api/admin/users')).status).toBe(200);
      expect((await elsewhere.get('/api/admin/users')).status).toBe(401);
      // One authenticator app at a time.
      expect((await client.post('/api/admin/second-factor/totp')).status).toBe(409);
      const [enrolled] = await auditRows(env(), 'second_factor_enrolled', userId);
      expect(enrolled).toMatchObject({ actorUserId: userId, details: { kind: 'totp', label: 'My phone', firstFactor: true } });
    });

    it('asks for the second step after the right password, signs in with a fresh code, and never takes a code twice', async () => {
      const { client: enrolling, username, password, userId } = await freshAdmin(env());
      const { secret } = await enrolTotp(enrolling);

      const browser = clientFor(env());
      const asked = await browser.post('/api/admin/login', { username, password });
      expect(asked.status).toBe(401);
      expect(asked.body).toMatchObject({ code: 'mfa_required' });
      expect(browser.cookies.has('sq_session')).toBe(false);
      expect(browser.cookies.has('sq_second_step')).toBe(true);
      // A wrong password with a code is a wrong password: no second step is even counted.
      expect((await browser.post('/api/admin/login', { username, password: 'not-the-password', code: '123456' })).body).toMatchObject({
        code: 'invalid_credentials',
      });

      // The code that confirmed the app belongs to a step already used.
      const reusedFromEnrolment = await browser.post('/api/admin/login', { username, password, code: totpCodeAt(secret, clock.now()) });
      expect(reusedFromEnrolment.status).toBe(401);
      expect(reusedFromEnrolment.body).toMatchObject({ code: 'mfa_invalid' });

      clock.advance(STEP_MS);
      const code = totpCodeAt(secret, clock.now());
      const signedIn = await browser.post('/api/admin/login', { username, password, code });
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body).toMatchObject({ user: { id: userId, isAdmin: true } });
      expect((await browser.get('/api/admin/users')).status).toBe(200);

      // The same code again, from another browser: its step is used.
      const replay = await clientFor(env()).post('/api/admin/login', { username, password, code });
      expect(replay.status).toBe(401);
      expect(replay.body).toMatchObject({ code: 'mfa_invalid' });
      const wrong = await clientFor(env()).post('/api/admin/login', { username, password, code: wrongCode(secret) });
      expect(wrong.body).toMatchObject({ code: 'mfa_invalid' });
      const garbage = await clientFor(env()).post('/api/admin/login', { username, password, code: 'not a code' });
      expect(garbage.body).toMatchObject({ code: 'mfa_invalid' });

      const failures = await auditRows(env(), 'admin_second_step_failed', userId);
      expect(failures.map((row) => row.details)).toEqual([
        { method: 'totp', reason: 'reused' },
        { method: 'totp', reason: 'reused' },
        { method: 'totp', reason: 'wrong' },
        { method: 'code', reason: 'malformed' },
      ]);
      const logins = await auditRows(env(), 'admin_login', userId);
      expect(logins.at(-1)).toMatchObject({ actorUserId: userId, ip: browser.ip, details: { secondFactor: 'totp' } });
    });

    it("takes the code for this browser's pending sign-in too, without the password again", async () => {
      const { client, username, password, userId } = await freshAdmin(env());
      const { secret } = await enrolTotp(client);
      const none = await clientFor(env()).post('/api/admin/login/code', { code: '123456' });
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ code: 'mfa_expired' });

      const browser = clientFor(env());
      expect((await browser.post('/api/admin/login', { username, password })).body).toMatchObject({ code: 'mfa_required' });
      const reused = await browser.post('/api/admin/login/code', { code: totpCodeAt(secret, clock.now()) });
      expect(reused.body).toMatchObject({ code: 'mfa_invalid' });
      clock.advance(STEP_MS);
      // A wrong code leaves the pending sign-in as it was: the right one still signs in.
      const signedIn = await browser.post('/api/admin/login/code', { code: totpCodeAt(secret, clock.now()) });
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(browser.cookies.has('sq_second_step')).toBe(false);
      expect((await browser.get('/api/admin/users')).status).toBe(200);
      const [session] = await env().database.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)).limit(1);
      expect(session!.authMethod).toBe('admin');
      expect((await auditRows(env(), 'admin_login', userId)).at(-1)!.details).toEqual({ secondFactor: 'totp' });
      // The pending sign-in is over.
      clock.advance(STEP_MS);
      expect((await browser.post('/api/admin/login/code', { code: totpCodeAt(secret, clock.now()) })).body).toMatchObject({ code: 'mfa_expired' });
    });

    it('signs in with a recovery code once, however it is typed', async () => {
      const { client, username, password, userId } = await freshAdmin(env());
      const { recoveryCodes } = await enrolTotp(client);
      const code = recoveryCodes![3]!;

      const first = await clientFor(env()).post('/api/admin/login', { username, password, code: ` ${code.toUpperCase().replaceAll('-', ' ')} ` });
      expect(first.status, first.text).toBe(200);
      const again = await clientFor(env()).post('/api/admin/login', { username, password, code });
      expect(again.status).toBe(401);
      expect(again.body).toMatchObject({ code: 'mfa_invalid' });
      expect((await client.get('/api/admin/second-factor')).body).toMatchObject({ recoveryCodesLeft: 9 });

      const logins = await auditRows(env(), 'admin_login', userId);
      expect(logins.at(-1)!.details).toEqual({ secondFactor: 'recovery_code', recoveryCodesLeft: 9 });
      expect((await auditRows(env(), 'admin_second_step_failed', userId)).at(-1)!.details).toEqual({ method: 'recovery_code', reason: 'wrong_or_used' });

      // New codes replace the old ones, shown once.
      const renewed = await client.post('/api/admin/second-factor/recovery-codes');
      expect((renewed.body as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
      expect((await clientFor(env()).post('/api/admin/login', { username, password, code: recoveryCodes![4] })).status).toBe(401);
      const fresh = (renewed.body as { recoveryCodes: string[] }).recoveryCodes[0];
      expect((await clientFor(env()).post('/api/admin/login', { username, password, code: fresh })).status).toBe(200);
      expect(await auditRows(env(), 'recovery_codes_generated', userId)).toHaveLength(1);
    });

    it('throttles failed second steps per account from every address, before checking anything, with Retry-After', async () => {
      const { client, username, password, userId } = await freshAdmin(env());
      const { secret } = await enrolTotp(client);
      clock.advance(STEP_MS);
      for (let i = 0; i < SECOND_STEP_LIMITS.account.free; i++) {
        const failed = await clientFor(env()).post('/api/admin/login', { username, password, code: wrongCode(secret) });
        expect(failed.body, `failure ${i + 1}`).toMatchObject({ code: 'mfa_invalid' });
      }
      // From a new address, with the right code: refused before the code is looked at.
      const right = totpCodeAt(secret, clock.now());
      const blocked = await clientFor(env()).post('/api/admin/login', { username, password, code: right });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ code: 'rate_limited' });
      expect(blocked.headers['retry-after']).toBe('1');
      expect(await auditRows(env(), 'admin_second_step_failed', userId)).toHaveLength(SECOND_STEP_LIMITS.account.free);

      clock.advance(1_000);
      // The code was not spent by the refused attempt; a success forgets the failures.
      expect((await clientFor(env()).post('/api/admin/login', { username, password, code: right })).status).toBe(200);
      clock.advance(STEP_MS);
      for (let i = 0; i < SECOND_STEP_LIMITS.account.free; i++) {
        expect((await clientFor(env()).post('/api/admin/login', { username, password, code: wrongCode(secret) })).status).toBe(401);
      }
      expect((await clientFor(env()).post('/api/admin/login', { username, password, code: wrongCode(secret) })).status).toBe(429);
    });

    it('removes a factor; with the last one go the recovery codes, and the password alone signs in again', async () => {
      const { client, username, password, userId } = await freshAdmin(env());
      await enrolTotp(client);
      const [factor] = ((await client.get('/api/admin/second-factor')).body as { factors: { id: string }[] }).factors;
      const removed = await client.request('DELETE', `/api/admin/second-factor/${factor!.id}`);
      expect(removed.status, removed.text).toBe(200);
      expect(removed.body).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
      expect((await client.request('DELETE', `/api/admin/second-factor/${factor!.id}`)).status).toBe(404);
      expect((await clientFor(env()).post('/api/admin/login', { username, password })).status).toBe(200);
      expect(await env().database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId))).toEqual([]);
      expect((await auditRows(env(), 'second_factor_removed', userId))[0]).toMatchObject({ details: { kind: 'totp', factorsLeft: 0 } });
    });

    it("keeps one admin's factors from another admin", async () => {
      const first = await freshAdmin(env());
      await enrolTotp(first.client);
      const [factor] = ((await first.client.get('/api/admin/second-factor')).body as { factors: { id: string }[] }).factors;
      const second = await freshAdmin(env());
      expect((await second.client.request('DELETE', `/api/admin/second-factor/${factor!.id}`)).status).toBe(404);
      expect((await first.client.get('/api/admin/second-factor')).body).toMatchObject({ factors: [{ id: factor!.id }] });
    });
  },
  { clock: clock.now },
);

describeEachDatabase(
  'admin second factor: passkeys',
  (env) => {
    const origin = 'http://localhost:5000';

    async function enrolPasskey(client: TestClient, key: SoftPasskey, label = 'Laptop') {
      const asked = await client.post('/api/admin/second-factor/passkeys/options');
      expect(asked.status, asked.text).toBe(200);
      const { options } = asked.body as { options: CreationOptions };
      const registered = await client.post('/api/admin/second-factor/passkeys', { label, response: key.register(options) });
      return { options, registered };
    }

    async function pendingSignIn(username: string, password: string) {
      const browser = clientFor(env());
      const asked = await browser.post('/api/admin/login', { username, password });
      expect(asked.body).toMatchObject({ code: 'mfa_required' });
      return browser;
    }

    async function assertionOptions(browser: TestClient) {
      const response = await browser.post('/api/admin/login/passkey/options');
      expect(response.status, response.text).toBe(200);
      return (response.body as { options: RequestOptions & { allowCredentials: { id: string }[] } }).options;
    }

    it('enrols a passkey for PUBLIC_URL (challenge used once) and signs in with it as the second step', async () => {
      const { client, username, password, userId } = await freshAdmin(env());
      const key = new SoftPasskey(origin);
      const { options, registered } = await enrolPasskey(client, key);
      expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Squares' } });
      expect(registered.status, registered.text).toBe(200);
      expect(registered.body).toMatchObject({ factor: { kind: 'passkey', label: 'Laptop' } });
      expect((registered.body as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
      // The registration's challenge was used up.
      const replayed = await client.post('/api/admin/second-factor/passkeys', { label: 'Again', response: key.register(options) });
      expect(replayed.status).toBe(409);

      const browser = await pendingSignIn(username, password);
      const request = await assertionOptions(browser);
      expect(request.rpId).toBe('localhost');
      expect(request.allowCredentials.map((c) => c.id)).toEqual([key.id]);
      const assertion = key.assert(request);
      const signedIn = await browser.post('/api/admin/login/passkey', { response: assertion });
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body).toMatchObject({ user: { id: userId, isAdmin: true } });
      expect(browser.cookies.has('sq_second_step')).toBe(false);
      expect((await browser.get('/api/admin/users')).status).toBe(200);
      expect((await auditRows(env(), 'admin_login', userId)).at(-1)!.details).toEqual({ secondFactor: 'passkey', passkey: 'Laptop' });

      // The pending sign-in ended with it: the same assertion again finds nothing to answer.
      const replay = await browser.post('/api/admin/login/passkey', { response: assertion });
      expect(replay.status).toBe(401);
      expect(replay.body).toMatchObject({ code: 'mfa_expired' });
    });

    it('binds each challenge to its pending sign-in, once, for a few minutes, and refuses another origin', async () => {
      const { client, username, password, userId } = await freshAdmin(env());
      const key = new SoftPasskey(origin);
      expect((await enrolPasskey(client, key)).registered.status).toBe(200);

      // Without a pending sign-in there is nothing to ask for.
      const none = await clientFor(env()).post('/api/admin/login/passkey/options');
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ code: 'mfa_expired' });

      // A look-alike site's assertion fails, and uses up the challenge it answered.
      const browser = await pendingSignIn(username, password);
      const request = await assertionOptions(browser);
      const phished = await browser.post('/api/admin/login/passkey', { response: key.assert(request, { origin: 'https://squares.example.net' }) });
      expect(phished.status).toBe(401);
      expect(phished.body).toMatchObject({ code: 'mfa_invalid' });
      const late = await browser.post('/api/admin/login/passkey', { response: key.assert(request) });
      expect(late.body).toMatchObject({ code: 'mfa_expired' });

      // Another browser's challenge does not answer this browser's pending sign-in.
      const other = await pendingSignIn(username, password);
      const otherRequest = await assertionOptions(other);
      await assertionOptions(browser);
      const crossed = await browser.post('/api/admin/login/passkey', { response: key.assert(otherRequest) });
      expect(crossed.body).toMatchObject({ code: 'mfa_invalid' });

      // A pending sign-in lasts 5 minutes.
      const slow = await pendingSignIn(username, password);
      clock.advance(5 * 60_000 + 1_000);
      expect((await slow.post('/api/admin/login/passkey/options')).body).toMatchObject({ code: 'mfa_expired' });

      const reasons = (await auditRows(env(), 'admin_second_step_failed', userId)).map((row) => row.details);
      expect(reasons).toEqual([
        { method: 'passkey', reason: 'not_verified' },
        { method: 'passkey', reason: 'not_verified' },
      ]);
    });

    it('asks an admin with only a passkey for it, and refuses a TOTP code', async () => {
      const { client, username, password } = await freshAdmin(env());
      const key = new SoftPasskey(origin);
      expect((await enrolPasskey(client, key)).registered.status).toBe(200);
      const code = await clientFor(env()).post('/api/admin/login', { username, password, code: '123456' });
      expect(code.body).toMatchObject({ code: 'mfa_invalid' });
      const withoutPasskeys = await freshAdmin(env());
      await enrolTotp(withoutPasskeys.client);
      const browser = await pendingSignIn(withoutPasskeys.username, withoutPasskeys.password);
      expect((await browser.post('/api/admin/login/passkey/options')).status).toBe(409);
    });
  },
  { clock: clock.now },
);

describeEachDatabase(
  'admin second factor: ADMIN_MFA=required',
  (env) => {
    it('leaves an admin without a factor only the enrolment routes, then everything once enrolled', async () => {
      const { client } = await freshAdmin(env());
      const me = await client.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ isAdmin: true, mustEnrolSecondFactor: true });
      for (const url of ['/api/admin/users', '/api/admin/audit-log', '/api/me/settings']) {
        const refused = await client.get(url);
        expect(refused.status, url).toBe(403);
        expect(refused.body, url).toMatchObject({ code: 'mfa_enrolment_required' });
      }
      expect((await client.post('/api/leagues', { name: 'NOPE', displayName: 'Nope', sport: 'football' })).body).toMatchObject({
        code: 'mfa_enrolment_required',
      });
      expect((await client.get('/api/admin/second-factor')).body).toMatchObject({ required: true, mustEnrol: true });
      // Public pages still read; players are not concerned.
      expect((await client.get('/api/leagues')).status).toBe(200);
      const player = await signedInPlayer(env());
      expect((await player.client.get('/api/me/settings')).status).toBe(200);

      await enrolTotp(client);
      expect((await client.get('/api/admin/users')).status).toBe(200);
      expect((await client.get('/api/me/settings')).status).toBe(200);
      const after = await client.get('/api/auth/user');
      expect(after.body).not.toHaveProperty('mustEnrolSecondFactor');
      expect((await client.get('/api/admin/second-factor')).body).toMatchObject({ required: true, mustEnrol: false });
    });

    it('can enrol a passkey too', async () => {
      const { client } = await freshAdmin(env());
      const asked = await client.post('/api/admin/second-factor/passkeys/options');
      const { options } = asked.body as { options: CreationOptions };
      const registered = await client.post('/api/admin/second-factor/passkeys', { response: new SoftPasskey('http://localhost:5000').register(options) });
      expect(registered.status, registered.text).toBe(200);
      expect(registered.body).toMatchObject({ factor: { label: 'Passkey' } });
      expect((await client.get('/api/admin/users')).status).toBe(200);
    });
  },
  { clock: clock.now, config: { adminMfa: 'required' } },
);
