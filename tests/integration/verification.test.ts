import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, verifications } from '../../src/server/db/schema';
import { clientFor, signedInPlayer } from './support/client';
import { describeEachDatabase } from './support/harness';

// The environments' clock is 2026-11-21.
describeEachDatabase('age and location verification', (env) => {
  const verify = (client: Awaited<ReturnType<typeof signedInPlayer>>['client'], body: Record<string, string>) =>
    client.post('/api/verify-age', body);

  it('requires sign-in', async () => {
    const response = await clientFor(env()).post('/api/verify-age', { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' });
    expect(response.status).toBe(401);
  });

  it('verifies an adult US resident and reports eligibility on the user', async () => {
    const { client } = await signedInPlayer(env());
    const response = await verify(client, { dateOfBirth: '1990-06-15', residenceState: 'ca', residenceCountry: 'United States' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ verification: { status: 'verified', residenceState: 'CA' }, eligibleForPaidPlay: true });
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      verification: { status: 'verified', residenceState: 'CA', reason: null },
      eligibleForPaidPlay: true,
    });
  });

  it.each([
    [{ dateOfBirth: '2008-11-22', residenceState: 'CA', residenceCountry: 'US' }, 'You must be at least 18 years old to use this platform.'],
    [{ dateOfBirth: '1990-01-01', residenceState: 'WA', residenceCountry: 'US' }, 'Paid play is not available in Washington.'],
    [{ dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'Canada' }, 'Squares is only available to residents of the United States.'],
    [{ dateOfBirth: '2006-01-01', residenceState: 'MA', residenceCountry: 'US' }, 'You must be at least 21 years old to play in Massachusetts.'],
  ])('refuses %j with 400 "%s", recorded and audited', async (body, message) => {
    const { client, user } = await signedInPlayer(env());
    const response = await verify(client, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
    const [row] = await env().database.db.select().from(verifications).where(eq(verifications.userId, user.id));
    expect(row).toMatchObject({ status: 'refused', reason: message });
    const events = await env().database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user.id));
    expect(events.find((e) => e.action === 'verification')?.details).toMatchObject({ result: 'refused' });
    expect((await client.get('/api/auth/user')).body).toMatchObject({ verification: { status: 'refused', reason: message }, eligibleForPaidPlay: false });
  });

  it('accepts someone on their 18th birthday and not the day before', async () => {
    const today = await signedInPlayer(env());
    expect((await verify(today.client, { dateOfBirth: '2008-11-21', residenceState: 'TX', residenceCountry: 'US' })).status).toBe(200);
  });

  it('keeps the date of birth once given: a refused minor cannot try another date', async () => {
    const { client } = await signedInPlayer(env());
    expect((await verify(client, { dateOfBirth: '2010-01-01', residenceState: 'CA', residenceCountry: 'US' })).status).toBe(400);
    const retry = await verify(client, { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' });
    expect(retry.status).toBe(400);
    expect((retry.body as { message: string }).message).toContain('cannot be changed');
  });

  it('lets a verified player update their state (they moved)', async () => {
    const { client } = await signedInPlayer(env());
    await verify(client, { dateOfBirth: '1985-03-03', residenceState: 'NY', residenceCountry: 'US' });
    const moved = await verify(client, { dateOfBirth: '1985-03-03', residenceState: 'ID', residenceCountry: 'US' });
    expect(moved.status).toBe(400);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ eligibleForPaidPlay: false });
    expect((await verify(client, { dateOfBirth: '1985-03-03', residenceState: 'NJ', residenceCountry: 'US' })).status).toBe(200);
  });

  it('rejects malformed input with messages naming the field', async () => {
    const { client } = await signedInPlayer(env());
    for (const [body, field] of [
      [{ dateOfBirth: '15/06/1990', residenceState: 'CA', residenceCountry: 'US' }, 'dateOfBirth'],
      [{ dateOfBirth: '1990-02-30', residenceState: 'CA', residenceCountry: 'US' }, 'dateOfBirth'],
      [{ dateOfBirth: '1990-01-01', residenceState: 'XX', residenceCountry: 'US' }, 'residenceState'],
      [{ dateOfBirth: '1990-01-01', residenceState: 'CA' }, 'residenceCountry'],
    ] as const) {
      const response = await verify(client, body as Record<string, string>);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { message: string }).message).toContain(field);
    }
  });
});
