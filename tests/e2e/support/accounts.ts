import { postJsonFrom } from './post-from';

let counter = 0;

/**
 * A fresh local account created through the API, each from a loopback address of its own (127.0.2.x): the
 * server allows 30 new accounts an hour per address, and the whole browser suite creates more than that.
 */
export async function createAccount(baseURL: string, overrides: { firstName?: string; lastName?: string } = {}) {
  const n = counter++;
  const email = `e2e.${Date.now().toString(36)}.${n}@example.com`;
  const password = 'e2e-password-123';
  const url = new URL('/api/auth/register', baseURL);
  const body = { email, password, firstName: overrides.firstName ?? 'Riley', lastName: overrides.lastName ?? 'Quinn' };
  const headers = { origin: url.origin };
  const response = await postJsonFrom(`127.0.2.${(n % 250) + 1}`, url, body, headers).catch((error: NodeJS.ErrnoException) => {
    // A system without the whole loopback range: register from the default address (the limit may then bite).
    if (error.code === 'EADDRNOTAVAIL') return postJsonFrom(undefined, url, body, headers);
    throw error;
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${response.text}`);
  return { email, password, firstName: overrides.firstName ?? 'Riley', lastName: overrides.lastName ?? 'Quinn' };
}
