import { expect, test, type Page } from '@playwright/test';
import { totpCodeAt } from '../../src/server/modules/second-factor';
import { expectNoSeriousA11yViolations } from './support/axe';
import { startLocalhostServer, type LocalhostServer } from './support/localhost-server';

/**
 * Admins' two-step sign-in in the browser, against a server of this spec's own at http://localhost
 * (support/localhost-server.ts: passkeys need a domain name). Each test removes what it enrolled, so
 * the next one starts from the password alone.
 */
let server: LocalhostServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startLocalhostServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function signInWithPassword(page: Page) {
  await page.goto(`${server.baseUrl}/admin-login`);
  await page.getByLabel('Username').fill(server.admin.username);
  await page.getByLabel('Password').fill(server.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Removes every second factor of the signed-in admin (the page's session), so other tests start clean. */
async function removeFactors(page: Page) {
  const status = await page.request.get(`${server.baseUrl}/api/admin/second-factor`);
  if (!status.ok()) return;
  for (const factor of ((await status.json()) as { factors: { id: string }[] }).factors) {
    await page.request.delete(`${server.baseUrl}/api/admin/second-factor/${factor.id}`, { headers: { origin: server.baseUrl } });
  }
}

async function expectSignedInAsAdmin(page: Page) {
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  await page.goto(`${server.baseUrl}/management`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Management Console');
}

async function lastAdminLogin(page: Page) {
  const response = await page.request.get(`${server.baseUrl}/api/admin/audit-log?action=admin_login&limit=1`);
  return ((await response.json()) as { details: Record<string, unknown> }[])[0]?.details;
}

test('an admin enrols a passkey from /profile and signs in with it as the second step', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  try {
    await signInWithPassword(page);
    await expect(page).toHaveURL(`${server.baseUrl}/`);

    await page.goto(`${server.baseUrl}/profile`);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(section.getByText('Not set up: your password alone signs you in.')).toBeVisible();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByLabel('Name (optional)')).toBeFocused();
    await section.getByLabel('Name (optional)').fill('Virtual key');
    await section.getByRole('button', { name: 'Create passkey' }).click();

    const codes = section.getByRole('region', { name: 'Save your recovery codes' });
    await expect(codes.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expectNoSeriousA11yViolations(page, 'profile with new recovery codes');
    await codes.getByRole('button', { name: "I've saved my codes" }).click();
    await expect(section.getByRole('list', { name: 'Your second factors' }).getByText('Virtual key')).toBeVisible();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

    // Signed out, the password alone no longer signs in: the second step asks for the passkey.
    await page.context().clearCookies();
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(page.getByLabel('Code')).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'admin sign-in, second step');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expectSignedInAsAdmin(page);
    expect(await lastAdminLogin(page)).toEqual({ secondFactor: 'passkey', passkey: 'Virtual key' });
  } finally {
    await removeFactors(page);
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
  }
});

test('an admin sets up an authenticator app with the key shown, and signs in with its code @phone', async ({ page }) => {
  try {
    await signInWithPassword(page);
    await expect(page).toHaveURL(`${server.baseUrl}/`);
    await page.goto(`${server.baseUrl}/profile`);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(section.getByRole('heading', { name: 'Set up an authenticator app' })).toBeFocused();
    await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const key = (await section.getByTestId('totp-key').innerText()).replaceAll(' ', '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page, 'profile, authenticator app setup');

    await section.getByLabel('Code from the app').fill('000000' === totpCodeAt(key, new Date()) ? '111111' : '000000');
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect(section.getByText("That code doesn't match.", { exact: false })).toBeVisible();
    await expect(section.getByLabel('Code from the app')).toBeFocused();
    await section.getByLabel('Code from the app').fill(totpCodeAt(key, new Date()));
    await section.getByRole('button', { name: 'Confirm' }).click();
    const codes = section.getByRole('region', { name: 'Save your recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recoveryCode = await codes.getByRole('listitem').first().innerText();
    await codes.getByRole('button', { name: "I've saved my codes" }).click();
    await expect(section.getByText('10 recovery codes left')).toBeVisible();

    await page.context().clearCookies();
    await signInWithPassword(page);
    await page.getByLabel('Code').fill('not-a-code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText("That code didn't work.", { exact: false })).toBeVisible();
    await expect(page.getByLabel('Code')).toBeFocused();
    await page.getByLabel('Code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedInAsAdmin(page);
    expect(await lastAdminLogin(page)).toEqual({ secondFactor: 'recovery_code', recoveryCodesLeft: 9 });
  } finally {
    await removeFactors(page);
  }
});
