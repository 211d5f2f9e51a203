import { request, type APIRequestContext } from '@playwright/test';

let counter = 0;

/** A fresh local account created through the API in its own request context (not the page's). */
export async function createAccount(baseURL: string, overrides: { firstName?: string; lastName?: string } = {}) {
  const email = `e2e.${Date.now().toString(36)}.${counter++}@example.com`;
  const password = 'e2e-password-123';
  const api: APIRequestContext = await request.newContext({ baseURL });
  const response = await api.post('/api/auth/register', {
    data: { email, password, firstName: overrides.firstName ?? 'Riley', lastName: overrides.lastName ?? 'Quinn' },
  });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  await api.dispose();
  return { email, password, firstName: overrides.firstName ?? 'Riley', lastName: overrides.lastName ?? 'Quinn' };
}
