import { expect, it } from 'vitest';
import { accountSettingsSchema, DEFAULT_EMAIL_NOTIFICATIONS } from '../../src/domain/schemas';
import { clientFor, signedInPlayer } from './support/client';
import { describeEachDatabase } from './support/harness';

const CHOSEN = { poolResults: false, gameReminders: true, invitations: false, productNews: true };

describeEachDatabase('account settings (GET/PUT /api/me/settings)', (env) => {
  it('answers 401 to anonymous callers', async () => {
    const anonymous = clientFor(env());
    expect((await anonymous.get('/api/me/settings')).status).toBe(401);
    expect((await anonymous.request('PUT', '/api/me/settings', { body: { emailNotifications: CHOSEN } })).status).toBe(401);
  });

  it('gives a new player the defaults, never saved yet', async () => {
    const { client } = await signedInPlayer(env());
    const response = await client.get('/api/me/settings');
    expect(response.status).toBe(200);
    expect(accountSettingsSchema.parse(response.body)).toEqual({ emailNotifications: DEFAULT_EMAIL_NOTIFICATIONS, updatedAt: null });
  });

  it('saves every choice, stamped by the app clock, and reads it back', async () => {
    const { client } = await signedInPlayer(env());
    const saved = await client.request('PUT', '/api/me/settings', { body: { emailNotifications: CHOSEN } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ emailNotifications: CHOSEN, updatedAt: env().now.toISOString() });
    expect((await client.get('/api/me/settings')).body).toEqual(saved.body);

    const changedAgain = { ...CHOSEN, poolResults: true };
    expect((await client.request('PUT', '/api/me/settings', { body: { emailNotifications: changedAgain } })).status).toBe(200);
    expect((await client.get('/api/me/settings')).body).toMatchObject({ emailNotifications: changedAgain });
  });

  it("keeps each player's settings their own: one player's save neither shows nor changes another's", async () => {
    const first = await signedInPlayer(env());
    const second = await signedInPlayer(env());
    await first.client.request('PUT', '/api/me/settings', { body: { emailNotifications: CHOSEN } });
    expect((await second.client.get('/api/me/settings')).body).toMatchObject({ emailNotifications: DEFAULT_EMAIL_NOTIFICATIONS });

    const allOff = { poolResults: false, gameReminders: false, invitations: false, productNews: false };
    // There is no way to name another player: an id in the body is refused, in the query ignored.
    const withId = await second.client.request('PUT', '/api/me/settings', {
      body: { userId: first.user.id, emailNotifications: allOff },
    });
    expect(withId.status).toBe(400);
    await second.client.request('PUT', `/api/me/settings?userId=${first.user.id}`, { body: { emailNotifications: allOff } });
    expect((await second.client.get('/api/me/settings')).body).toMatchObject({ emailNotifications: allOff });
    expect((await first.client.get('/api/me/settings')).body).toMatchObject({ emailNotifications: CHOSEN });
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const { client } = await signedInPlayer(env());
    const cases: { body: unknown; path: string }[] = [
      { body: { emailNotifications: { ...CHOSEN, poolResults: 'yes' } }, path: 'emailNotifications.poolResults' },
      { body: { emailNotifications: { poolResults: true, gameReminders: true, invitations: true } }, path: 'emailNotifications.productNews' },
      { body: { emailNotifications: { ...CHOSEN, smsAlerts: true } }, path: 'emailNotifications' },
      { body: { emailNotifications: 'all' }, path: 'emailNotifications' },
      { body: {}, path: 'emailNotifications' },
    ];
    for (const { body, path } of cases) {
      const response = await client.request('PUT', '/api/me/settings', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = response.body as { message: string; issues: { path: string; message: string }[] };
      expect(error.issues.map((issue) => issue.path), JSON.stringify(body)).toContain(path);
      expect(error.message, JSON.stringify(body)).toContain(path);
    }
    expect((await client.get('/api/me/settings')).body).toMatchObject({ updatedAt: null });
  });

  it('refuses a save from another site (403), as every state change', async () => {
    const { client } = await signedInPlayer(env());
    const response = await client.request('PUT', '/api/me/settings', {
      body: { emailNotifications: CHOSEN },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect((await client.get('/api/me/settings')).body).toMatchObject({ updatedAt: null });
  });
});
