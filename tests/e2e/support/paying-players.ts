import { expect, request, type APIRequestContext } from '@playwright/test';
import type { Pool } from '../../../src/domain/schemas';
import { postJsonFrom } from './post-from';

export type SquarePick = { row: number; column: number };

export type PayingPlayer = {
  email: string;
  password: string;
  userId: string;
  /** The player's own request context (its own cookies), signed in and sending the site's origin. */
  api: APIRequestContext;
};

const PASSWORD = 'e2e-password-123';

/**
 * Registers a new player as if from their own household: the request leaves from `localAddress`, a
 * loopback address of its own (127.0.0.0/8 is all loopback on Linux). The server allows 30 new accounts
 * an hour per address (ACCOUNT_CREATION_LIMIT), and the browser suite already creates about a dozen
 * from 127.0.0.1 before a test that needs twenty players for one board. Everything after registration
 * goes through a Playwright request context carrying the new session cookie.
 */
export async function registerPayingPlayer(
  baseURL: string,
  localAddress: string,
  name: { firstName: string; lastName: string },
): Promise<PayingPlayer> {
  const base = new URL(baseURL);
  const email = `e2e.${name.firstName.toLowerCase()}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const url = new URL('/api/auth/register', base);
  const body = { email, password: PASSWORD, ...name };
  const registered = await postJsonFrom(localAddress, url, body, { origin: base.origin }).catch((error: NodeJS.ErrnoException) => {
    // A system without the whole loopback range: register from the default address (the limit may then bite).
    if (error.code === 'EADDRNOTAVAIL') return postJsonFrom(undefined, url, body, { origin: base.origin });
    throw error;
  });
  expect(registered.status, registered.text).toBe(201);
  const userId = (JSON.parse(registered.text) as { user: { id: string } }).user.id;
  const cookies = registered.setCookie.map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at).trim(),
      value: pair.slice(at + 1).trim(),
      domain: base.hostname,
      path: '/',
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: 'Lax' as const,
    };
  });
  expect(cookies.length, 'registration sets the session cookie').toBeGreaterThan(0);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: base.origin }, storageState: { cookies, origins: [] } });
  const me = await api.get('/api/auth/user');
  expect(me.status(), 'the registration cookie signs the request context in').toBe(200);
  return { email, password: PASSWORD, userId, api };
}

/**
 * The whole paid checkout over the API, as /checkout does it: age and location verified, an escrow
 * payment for the squares, the sandbox's 4242 card, then the purchase.
 */
export async function buySquaresWithTestCard(player: PayingPlayer, pool: Pick<Pool, 'id' | 'entryFeeCents'>, squares: SquarePick[]) {
  const { api } = player;
  const verified = await api.post('/api/verify-age', { data: { dateOfBirth: '1985-03-03', residenceState: 'CA', residenceCountry: 'US' } });
  expect(verified.status(), await verified.text()).toBe(200);
  const amount = ((pool.entryFeeCents * squares.length) / 100).toFixed(2);
  const created = await api.post('/api/create-escrow-payment', { data: { amount, poolId: pool.id, squares } });
  expect(created.status(), await created.text()).toBe(200);
  const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };
  const confirmed = await api.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const purchase = await api.post('/api/purchase-squares', { data: { poolId: pool.id, squares, paymentIntentId: intent.paymentIntentId } });
  expect(purchase.status(), await purchase.text()).toBe(200);
  expect(((await purchase.json()) as { outcome: string }).outcome).toBe('completed');
}

/** Runs `work` over `items`, at most `limit` at a time, in order of the items. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map((item, i) => work(item, start + i)))));
  }
  return results;
}
