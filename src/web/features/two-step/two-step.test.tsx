// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeFetch } from '../../test-support/fake-fetch';
import { TwoStepSignIn } from './two-step-sign-in';
import { groupedKey } from './totp-setup';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '0')}`);
const NONE = { required: true, mustEnrol: true, factors: [], recoveryCodesLeft: 0 };
const APP = { id: 'f1', kind: 'totp', label: 'Authenticator app', createdAt: '2026-11-21T15:00:00Z', lastUsedAt: null };

/** The profile's two-step section over the fake API. */
function show(server: ReturnType<typeof fakeFetch>) {
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TwoStepSignIn />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('two-step sign-in on the profile', () => {
  it('groups the key as people type it', () => {
    expect(groupedKey(SECRET)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  });

  it('sets up an authenticator app: QR code and key, a confirmed code, then the recovery codes once', async () => {
    const server = fakeFetch({
      'GET /api/admin/second-factor': (_body, calls) => ({ body: calls === 1 ? NONE : { ...NONE, mustEnrol: false, factors: [APP], recoveryCodesLeft: 10 } }),
      'POST /api/admin/second-factor/totp': { body: { secret: SECRET, uri: `otpauth://totp/Squares:ops?secret=${SECRET}&issuer=Squares` } },
      'POST /api/admin/second-factor/totp/confirm': { body: { factor: APP, recoveryCodes: CODES } },
      'GET /api/auth/user': { body: null },
    });
    show(server);
    expect((await screen.findByRole('alert')).textContent).toContain('This site requires two-step sign-in for admins.');
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('totp-key').textContent).toBe(groupedKey(SECRET));
    const code = screen.getByLabelText('Code from the app');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(server.callsTo('POST /api/admin/second-factor/totp/confirm')).toHaveLength(0);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const panel = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Save your recovery codes'));
    expect(within(panel).getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: "I've saved my codes" }));
    expect(screen.queryByRole('region', { name: 'Save your recovery codes' })).toBeNull();
    expect(await screen.findByText('10 recovery codes left')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Your second factors' }).textContent).toContain('Authenticator app');
  });
});

describe('setting up an authenticator app', () => {
  it("puts a refused code's message under the code, focused, and sends the code alone", async () => {
    const server = fakeFetch({
      'GET /api/admin/second-factor': { body: NONE },
      'POST /api/admin/second-factor/totp': { body: { secret: SECRET, uri: `otpauth://totp/Squares:ops?secret=${SECRET}&issuer=Squares` } },
      'POST /api/admin/second-factor/totp/confirm': { status: 400, body: { message: 'That code is not the one the app shows now', code: 'bad_request' } },
      'GET /api/auth/user': { body: null },
    });
    show(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const code = await screen.findByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: ' 654321 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not the one the app shows now')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(server.callsTo('POST /api/admin/second-factor/totp/confirm')[0]?.body).toEqual({ code: '654321' });
  });
});
